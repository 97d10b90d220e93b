export {
  type ApprovalRow,
  type ApprovalsPage,
  ApprovalsScreen,
  type ApprovalsScreenProps,
} from './ApprovalsScreen/ApprovalsScreen';
