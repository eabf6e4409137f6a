/** The fubo shell's entry: its theme's fonts, then the shell written from its brand.json. */
import '@fontsource-variable/space-grotesk/wght.css';
import '@fontsource/bungee';
import 'virtual:lobby-shell';
