export {
  FileDownload,
  type FileDownloadProps,
} from './FileDownload';
