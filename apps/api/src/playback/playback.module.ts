/**
 * Playback: staff find recorded calls by agents, call customers, dates or number, and listen to
 * or download them within their playback scope (libs/domain playbackScope). Calls, agents and
 * recordings are read through the telephony area.
 */
import { Module } from '@nestjs/common';
import { TelephonyModule } from '../telephony/telephony.module.js';
import { PlaybackCallsController } from './calls/playback-calls.controller.js';
import { PlaybackCallsSearch } from './calls/playback-calls.search.js';

const controllers = [PlaybackCallsController];

@Module({
  imports: [TelephonyModule],
  controllers,
  providers: [PlaybackCallsSearch],
})
export class PlaybackModule {}
