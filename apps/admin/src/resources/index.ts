// The admin's data convention (issue 11): keys, the one fetcher, the record reader, the list
// controller, the write helper and the one load state.
export {
  type Collection,
  idFromLink,
  keptStateOf,
  loadStateOf,
  type MemberOf,
  membersOf,
  pageLinksOf,
  totalOf,
} from './collection';
export {
  type ListFilter,
  type ListOrder,
  type ListSpec,
  orderOf,
  PAGE_PARAM,
  type Read,
  type SectionRead,
  type SortDirection,
  sectionOf,
  succeeded,
  useList,
  useMe,
  useRecord,
  useRecordAt,
  useRouteRead,
  useWrite,
  type WriteTexts,
} from './hooks';
export { fetchRead, iriOf, isReadOf, keyOfIri, type ReadKey, readKey, routeOfIri } from './keys';
