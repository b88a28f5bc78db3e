// The framework's own floor: a NestJS app on the same Fastify adapter with one controller answering
// the same prepared statement in the same envelope, with no guard, interceptor, pipe, session or
// filter compiler. Between bare-list-server.mjs and this is what NestJS itself costs per call;
// between this and the API is what our guards, validation and crud kit cost.
//   BENCH_BARE_PORT, DATABASE_URL, BENCH_BARE_SQL, BENCH_BARE_PARAMS (JSON) in the environment.
import 'reflect-metadata';
import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const text = process.env.BENCH_BARE_SQL;
const values = JSON.parse(process.env.BENCH_BARE_PARAMS ?? '[]');

// Decorators applied by hand: this file is plain JavaScript.
class ListController {
  async list() {
    const { rows } = await pool.query({ name: 'nest_list', text, values });
    return { succeeded: true, message: '', status: 200, result: { data: rows } };
  }
}
const list = Object.getOwnPropertyDescriptor(ListController.prototype, 'list');
Post('list')(ListController.prototype, 'list', list);
HttpCode(200)(ListController.prototype, 'list', list);
Controller('users')(ListController);
class ListModule {}
Module({ controllers: [ListController] })(ListModule);

const app = await NestFactory.create(ListModule, new FastifyAdapter(), { logger: false });
await app.listen(Number(process.env.BENCH_BARE_PORT), '127.0.0.1');
console.log('ready');
