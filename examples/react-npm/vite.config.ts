import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No workspace conditions here: the app resolves @saola/widgets and @saola/core as published (dist).
export default defineConfig({ plugins: [react()] });
