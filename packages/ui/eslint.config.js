import { uiKit } from '@portal/eslint-config';
export default uiKit;
