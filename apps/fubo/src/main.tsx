/** The fubo shell's entry: its theme's fonts, then the shell written from its brand.json. */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
import '@fontsource/barlow-condensed/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
import '@fontsource/bungee/latin-400.css';
import 'virtual:lobby-shell';
