export {
  Finder,
  type FinderProps,
  type FinderResult,
} from './Finder';
