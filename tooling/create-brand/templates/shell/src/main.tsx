/** The LOBBY_BRAND_ID shell's entry: the shell written from its brand.json, its theme's fonts included. */
import 'virtual:lobby-shell';
