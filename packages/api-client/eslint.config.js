import { apiClient } from '@portal/eslint-config';
export default apiClient;
