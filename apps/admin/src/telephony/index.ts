export { imports } from './imports';
