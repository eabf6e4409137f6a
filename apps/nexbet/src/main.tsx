/** The nexbet shell's entry: its theme's fonts, then the shell written from its brand.json. */
import '@fontsource-variable/outfit/wght.css';
import 'virtual:lobby-shell';
