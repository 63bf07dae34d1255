export { default } from '@portal/prettier-config';
