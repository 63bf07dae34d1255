import { tenant } from '@portal/eslint-config';
export default tenant;
