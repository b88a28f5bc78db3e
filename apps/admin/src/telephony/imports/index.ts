import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ImportRunList } from './ImportRunList';
import { ImportRunShow } from './ImportRunShow';

export const imports = {
  name: 'telephony_imports',
  list: ImportRunList,
  show: ImportRunShow,
  icon: UploadFileIcon,
};
