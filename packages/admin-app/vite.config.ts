import { defineConfig } from 'vite';
import { hostConfig } from '../../vite.host.ts';

export default defineConfig(hostConfig(5181));
