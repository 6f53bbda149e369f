import type pg from 'pg';

export interface Buyer {
  email: string;
  /** `Bearer …`, for the Authorization header. */
  authorization: string;
}

const PASSWORD = 'bench racer 1';

async function post(url: string, query: string, input: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { input } }) });
  return (await response.json()) as { data?: Record<string, { accessToken?: string }> | null; errors?: { extensions?: { code?: string } }[] };
}

const signIn = (url: string, email: string) =>
  post(url, 'mutation signInUser($input: SignInUserInput!) { signInUser(input: $input) { accessToken } }', { email, password: PASSWORD });

/**
 * `count` signed-in buyers, the same accounts on every run of the benchmark (so its database does
 * not fill up with accounts, nor meet the sign-up limit): each signs up the first time and has its
 * e-mail confirmed directly in the database, as following the e-mailed link would.
 */
export async function benchBuyers(url: string, pool: pg.Pool, count: number): Promise<Buyer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `bench.racer.${index + 1}@example.com`;
      let answer = await signIn(url, email);
      if (answer.errors?.[0]?.extensions?.code === 'WRONG_CREDENTIALS') {
        const signUp = await post(url, 'mutation signUpUser($input: SignUpUserInput!) { signUpUser(input: $input) { accessToken } }', { name: 'Bench', lastName: 'Racer', email, password: PASSWORD });
        if (signUp.errors) throw new Error(`bench buyer ${email} could not sign up: ${JSON.stringify(signUp.errors)}`);
      }
      if (!answer.data?.signInUser?.accessToken) {
        await pool.query('update users set email_confirmed_at = coalesce(email_confirmed_at, now()) where lower(email) = $1', [email]);
        answer = await signIn(url, email);
      }
      const accessToken = answer.data?.signInUser?.accessToken;
      if (!accessToken) throw new Error(`bench buyer ${email} could not sign in: ${JSON.stringify(answer.errors)}`);
      return { email, authorization: `Bearer ${accessToken}` };
    }),
  );
}
