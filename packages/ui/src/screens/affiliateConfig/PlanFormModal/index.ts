export {
  PlanFormModal,
  type PlanFormModalProps,
  type PlanFormSnapshotLike,
} from './PlanFormModal';
