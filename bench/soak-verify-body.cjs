// Runs inside autocannon's worker threads, which load plain JavaScript only.
// A GraphQL answer with `errors` is a failure even when its HTTP status is 200.
module.exports = (body) => typeof body === 'string' && body.startsWith('{"data"') && !body.includes('"errors"');
