import { portal } from '@portal/eslint-config';
export default portal;
