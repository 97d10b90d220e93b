export {
  FigureGrid,
  type FigureGridItem,
  type FigureGridProps,
  type FigureGridVariant,
} from './FigureGrid';
