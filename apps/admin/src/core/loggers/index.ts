import TuneIcon from '@mui/icons-material/Tune';
import { LoggerList } from './LoggerList';

export const loggers = {
  name: 'loggers',
  list: LoggerList,
  icon: TuneIcon,
};
