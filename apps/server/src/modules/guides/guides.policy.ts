/** Only users holding the Guide role can be assigned to guide an event. */
export const canGuide = (roles: readonly string[]) => roles.includes('Guide');
