export {
  type LinkRow,
  LinksSection,
  type LinksSectionProps,
  type NewLinkValues,
} from './LinksSection';
