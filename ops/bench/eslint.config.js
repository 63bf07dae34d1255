import { node } from '@portal/eslint-config';
export default node;
