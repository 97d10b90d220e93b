export {
  PlanFormModal,
  type PlanFormModalProps,
  type PlanFormScreenEvent,
  type PlanFormSnapshotLike,
} from './PlanFormModal';
