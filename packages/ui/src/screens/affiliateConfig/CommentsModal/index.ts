export {
  type CommentItem,
  CommentsModal,
  type CommentsModalProps,
  type NewCommentValues,
} from './CommentsModal';
