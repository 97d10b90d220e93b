export {
  AffiliateDetailTasks,
  type AffiliateDetailTasksProps,
} from './AffiliateDetailTasks';
