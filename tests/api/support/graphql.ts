export interface GraphQLError {
  message: string;
  extensions?: { code?: string; errors?: { field: string; message: string }[] };
}

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: Data | null; errors?: GraphQLError[] };
}

/** POSTs one operation the way the SPA does: JSON body, Authorization and Country headers. */
export async function postGraphql<Data = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  { variables, headers = {} }: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<GraphQLResponse<Data>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Sends any body at all, for the tests that check how bad requests are refused. */
export async function sendRaw(baseUrl: string, init: RequestInit & { path?: string }): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${baseUrl}${init.path ?? '/graphql'}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}
