import { emails } from '@portal/eslint-config';
export default emails;
