export {
  type NewSecondaryReasonValues,
  type SecondaryReasonRow,
  SecondaryReasonsCatalogScreen,
  type SecondaryReasonsCatalogScreenProps,
} from './SecondaryReasonsCatalogScreen';
