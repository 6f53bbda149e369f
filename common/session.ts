/**
 * A signed-in session as the API answers it and the SPA keeps it: the tokens, how the visitor
 * signed in, and only the user fields the header and forms need. Personal data (documentId,
 * drivingLicense, phone) never goes to localStorage (SECURITY.md row 11): screens that show it ask the API.
 */
export type SessionUser = { id: string; name: string; lastName: string; email: string; profilePicture: string | null };
export type Session = { accessToken: string; refreshToken: string; socialLogin: boolean; user: SessionUser };
