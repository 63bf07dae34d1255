import { tooling } from './index.js';
export default tooling;
