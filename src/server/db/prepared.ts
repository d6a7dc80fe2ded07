import type { Database } from './client.js';

/**
 * Statements built once per database handle and sent as named prepared statements (drizzle's `.prepare(name)` with
 * `sql.placeholder`): drizzle writes their SQL once, and node-postgres parses each name once per pool connection, on
 * its first use there, so PostgreSQL keeps its parse and plan for the connection's life. A connection opened later
 * (another of the pool's, or one that replaced a lost one) prepares it again on its first use. Each name must stay
 * the name of one statement text: node-postgres refuses a name reused for another text on the same connection.
 */
export function preparedPerDatabase<Statements>(build: (db: Database) => Statements): (db: Database) => Statements {
  const prepared = new WeakMap<Database, Statements>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = build(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
