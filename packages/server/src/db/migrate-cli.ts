import { readSettings } from '../settings';
import { connect } from './connect';
import { migrate } from './migrations';

const connection = await connect(readSettings());
await migrate(connection.db as never);
await connection.close();
console.log('Saola: the database schema is up to date.');
