import BusinessIcon from '@mui/icons-material/Business';
import { CustomerList } from './CustomerList';
import { CustomerCreate, CustomerEdit } from './CustomerForms';

export const customers = {
  name: 'customers',
  list: CustomerList,
  create: CustomerCreate,
  edit: CustomerEdit,
  icon: BusinessIcon,
  recordRepresentation: 'Name',
};
