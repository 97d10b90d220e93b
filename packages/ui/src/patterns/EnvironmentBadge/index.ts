export {
  type Environment,
  EnvironmentBadge,
  type EnvironmentBadgeProps,
} from './EnvironmentBadge';
