export {
  EmptyState,
  ErrorState,
  ForbiddenState,
  LoadingState,
  NotFoundState,
  PageState,
  type PageStateProps,
  UnderConstructionState,
} from './PageState';
