import { tooling } from '@portal/eslint-config';
export default tooling;
