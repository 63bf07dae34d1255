import { api } from '@portal/eslint-config';
export default api(import.meta.dirname);
