import { webPlatform } from '@portal/eslint-config';
export default webPlatform;
