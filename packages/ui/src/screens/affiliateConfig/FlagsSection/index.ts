export {
  FlagsSection,
  type FlagsSectionProps,
} from './FlagsSection';
