declare module 'virtual:story-tenants' {
  /** Written by .storybook/story-tenants-plugin.ts from the hotels under tenants/. */
  const tenants: {
    id: string;
    displayName: string;
    themeColor: string;
    contacts: Record<'messengerPage' | 'zalo' | 'phone' | 'tollFree' | 'whatsapp', string>;
  }[];
  export default tenants;
}
