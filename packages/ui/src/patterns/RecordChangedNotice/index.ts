export { RecordChangedNotice, type RecordChangedNoticeProps } from './RecordChangedNotice';
