/**
 * The HTML pages of the demo payment gateway and the demo game provider. Self-contained (one
 * nonce'd style and script, no external resources); every interpolated value is escaped or
 * JSON-encoded for the script.
 */
import { escapeXml } from '../areas/games/artwork.ts';

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans JP","Noto Sans SC",sans-serif;background:radial-gradient(circle at 20% 0%,#312e81,#0f172a 60%);color:#e2e8f0;display:flex;align-items:center;justify-content:center;padding:24px}
.card{width:100%;max-width:440px;background:#111827cc;border:1px solid #334155;border-radius:20px;padding:28px;box-shadow:0 20px 60px #0008}
h1{font-size:20px;margin:0 0 4px}p{color:#94a3b8;margin:0 0 16px}.amount{font-size:40px;font-weight:800;margin:16px 0;color:#fff}
.row{display:flex;gap:12px}.btn{flex:1;border:0;border-radius:12px;padding:14px;font-size:16px;font-weight:700;cursor:pointer}
.pay{background:#22c55e;color:#052e16}.cancel{background:#334155;color:#e2e8f0}.btn:disabled{opacity:.5;cursor:wait}
.meta{font-size:13px;color:#64748b;margin-top:16px}.status{margin-top:16px;font-weight:700}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:16px 0}.cell{background:#1e293b;border-radius:12px;height:72px;display:flex;align-items:center;justify-content:center;font-size:36px}
.cell.win{background:#854d0e}.dice{font-size:64px;font-weight:800;text-align:center;margin:16px 0;color:#fde68a}
.mt{margin-top:18px}label{display:block;font-size:13px;color:#94a3b8;margin:12px 0 4px}input,select{width:100%;padding:12px;border-radius:10px;border:1px solid #334155;background:#0f172a;color:#fff;font-size:16px}
.balance{display:flex;justify-content:space-between;font-size:14px;color:#cbd5e1}a{color:#93c5fd}
.rc{position:fixed;inset:0;background:#020617e6;display:flex;align-items:center;justify-content:center;padding:24px;z-index:10}.rc[hidden]{display:none}.rc dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:16px 0}.rc dt{color:#94a3b8}.rc dd{margin:0;font-weight:700;text-align:right}.rc .row{flex-wrap:wrap}
.fun{border-color:#f59e0b}.badge{display:inline-block;margin:0 0 12px;padding:4px 12px;border-radius:999px;background:#f59e0b;color:#1c1917;font-size:13px;font-weight:800;letter-spacing:.02em}
`;

/** The gateway's checkout page: amount, merchant order and Pay / Cancel. */
export function gatewayPage(input: {
  nonce: string;
  orderNo: string;
  amount: string;
  merchant: string;
  token: string;
  status: number;
}): string {
  const data = JSON.stringify({ token: input.token, status: input.status }).replace(
    /</g,
    '\\u003c',
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Lobby Pay · Checkout</title><style nonce="${input.nonce}">${STYLE}</style></head><body><main class="card"><h1>Lobby Pay</h1><p>Secure checkout for ${escapeXml(input.merchant)} (demo gateway)</p><div class="amount">${escapeXml(input.amount)}</div><div class="meta">Order ${escapeXml(input.orderNo)}</div><div class="row mt"><button class="btn cancel" id="cancel" type="button">Cancel</button><button class="btn pay" id="pay" type="button">Pay now</button></div><div class="status" id="status" role="status"></div></main><script nonce="${input.nonce}">
const data=${data};const $=(id)=>document.getElementById(id);
function done(text){$('status').textContent=text;$('pay').disabled=true;$('cancel').disabled=true;}
if(data.status!==1){done(data.status===2?'This order is already paid.':'This order is closed.');}
async function decide(decision){$('pay').disabled=true;$('cancel').disabled=true;$('status').textContent='Processing…';
try{const res=await fetch(location.pathname,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({decision})});const body=await res.json();
if(!res.ok){done(body.message||'Payment failed');return;}done(body.status===2?'Payment successful. Returning to the site…':'Payment cancelled. Returning to the site…');
if(body.return_url){setTimeout(()=>{location.href=body.return_url},1200);}}catch(e){done('Network error please try again');}}
$('pay').addEventListener('click',()=>decide('pay'));$('cancel').addEventListener('click',()=>decide('cancel'));
</script></body></html>`;
}

/**
 * The reality check's words on the game page, by the launch's locale (the site's languages):
 * the page is the provider's, outside the site's i18n, so it carries its own few strings.
 */
export const REALITY_CHECK_TEXT = {
  en: {
    title: 'Reality check',
    intro: 'You have been playing for a while. Here is where your session stands.',
    time: 'Session time',
    net: 'Net position this session',
    staked: 'Staked',
    paidOut: 'Paid out',
    total: 'Balance now (main and game wallets)',
    continue: 'Continue',
    history: 'View history',
    logout: 'Log out',
    ended: 'You are logged out. You can close this window.',
  },
  ja: {
    title: 'リアリティチェック',
    intro: 'プレイを始めてからしばらく経ちました。今回のセッションの状況は次のとおりです。',
    time: 'セッション時間',
    net: '今回のセッションの収支',
    staked: 'ベット額',
    paidOut: '払い戻し額',
    total: '現在の残高（メインとゲームウォレット）',
    continue: '続ける',
    history: '履歴を見る',
    logout: 'ログアウト',
    ended: 'ログアウトしました。このウィンドウを閉じてください。',
  },
  'zh-CN': {
    title: '游戏时间提醒',
    intro: '您已经玩了一段时间。以下是本次会话的情况。',
    time: '会话时长',
    net: '本次会话净输赢',
    staked: '投注额',
    paidOut: '派彩额',
    total: '当前余额（主钱包和游戏钱包）',
    continue: '继续',
    history: '查看记录',
    logout: '退出登录',
    ended: '您已退出登录，可以关闭此窗口。',
  },
} as const;

/** The words that mark a play-money page, in its badge and its title. */
export const PLAY_MONEY_BADGE = 'Play money — demo';

/**
 * The demo provider's game page: a 3×3 slot or a dice roll, playing through its round API. A
 * play-money page says so where no one can miss it (a badge above the game's name, the title,
 * the balance's label), so no one takes its balance or wins for real money.
 */
export function providerPage(input: {
  nonce: string;
  token: string;
  brand: string;
  game: string;
  engine: string;
  provider: string;
  balance: string;
  balanceMinor: number;
  decimals: number;
  back: string;
  locale: string;
  /** A play-money session: marked as such, its balance labelled as play money. */
  playMoney?: boolean;
  /**
   * A member's session with a reality check to watch (issue 17): the page asks the API when it
   * is due and then stops play with a dialog only its buttons close.
   */
  realityCheck?: boolean;
}): string {
  const fun = input.playMoney === true;
  const watch = input.realityCheck === true && !fun;
  const words =
    REALITY_CHECK_TEXT[input.locale as keyof typeof REALITY_CHECK_TEXT] ?? REALITY_CHECK_TEXT.en;
  // The site's safer-play screen, on the site the game was launched from (its account history).
  let history = '';
  if (input.back) {
    try {
      history = new URL('/setting/safer_play', input.back).toString();
    } catch {
      history = '';
    }
  }
  const data = JSON.stringify({
    token: input.token,
    brand: input.brand,
    engine: input.engine,
    balance: input.balanceMinor,
    decimals: input.decimals,
    back: input.back,
    fun,
    watch,
    history,
    words,
  }).replace(/</g, '\\u003c');
  // No Escape handler and no backdrop click: the dialog closes only by its three buttons.
  const dialog = watch
    ? `<div class="rc" id="rc" hidden><div class="card" role="alertdialog" aria-modal="true" aria-labelledby="rc-title" aria-describedby="rc-intro"><h1 id="rc-title">${escapeXml(words.title)}</h1><p id="rc-intro">${escapeXml(words.intro)}</p><dl><dt>${escapeXml(words.time)}</dt><dd id="rc-time"></dd><dt>${escapeXml(words.net)}</dt><dd id="rc-net"></dd><dt>${escapeXml(words.staked)}</dt><dd id="rc-staked"></dd><dt>${escapeXml(words.paidOut)}</dt><dd id="rc-paid"></dd><dt>${escapeXml(words.total)}</dt><dd id="rc-total"></dd></dl><div class="row"><button class="btn pay" id="rc-continue" type="button">${escapeXml(words.continue)}</button><button class="btn cancel" id="rc-history" type="button">${escapeXml(words.history)}</button><button class="btn cancel" id="rc-logout" type="button">${escapeXml(words.logout)}</button></div><div class="status" id="rc-status" role="status"></div></div></div>`
    : '';
  const board =
    input.engine === 'dice'
      ? `<div class="dice" id="dice">–</div><label for="target">Target (2–98)</label><input id="target" type="number" min="2" max="98" value="50"><label for="side">Win when the roll is</label><select id="side"><option value="over">over the target</option><option value="under">under the target</option></select>`
      : `<div class="reels" id="reels">${Array.from({ length: 9 }, (_, i) => `<div class="cell" id="c${i}">❔</div>`).join('')}</div>`;
  return `<!doctype html><html lang="${escapeXml(input.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(input.game)}${fun ? ` · ${PLAY_MONEY_BADGE}` : ''}</title><style nonce="${input.nonce}">${STYLE}</style></head><body><main class="card${fun ? ' fun' : ''}">${fun ? `<div class="badge" id="mode">${PLAY_MONEY_BADGE}</div>` : ''}<h1>${escapeXml(input.game)}</h1><p>${escapeXml(input.provider)} · demo provider${fun ? ' · play money only, never your real balance' : ''}</p><div class="balance"><span>${fun ? 'Play money balance' : 'Balance'}</span><strong id="balance">${escapeXml(input.balance)}</strong></div>${board}<label for="bet">Bet</label><input id="bet" type="number" min="0.01" step="0.01" value="1"><div class="row mt"><button class="btn pay" id="play" type="button">${input.engine === 'dice' ? 'Roll' : 'Spin'}</button></div><div class="status" id="status" role="status"></div><div class="meta">${input.back ? `<a id="back" href="#">Back to the lobby</a>` : ''}</div></main>${dialog}<script nonce="${input.nonce}">
const data=${data};const $=(id)=>document.getElementById(id);const icons={cherry:'🍒',lemon:'🍋',bell:'🔔',star:'⭐',diamond:'💎',seven:'7️⃣'};
const lines=[[0,1,2],[3,4,5],[6,7,8],[0,4,8],[6,4,2]];const scale=10**data.decimals;
const fmt=(m)=>(m/scale).toLocaleString(undefined,{minimumFractionDigits:data.decimals,maximumFractionDigits:data.decimals});
if($('back')){$('back').addEventListener('click',(e)=>{e.preventDefault();location.href=data.back;});}
$('play').addEventListener('click',async()=>{const bet=Math.round(Number($('bet').value)*scale);if(!(bet>0)){$('status').textContent='Please Enter Amount';return;}
$('play').disabled=true;$('status').textContent='…';const body={token:data.token,bet};
if(data.engine==='dice'){body.target=Number($('target').value);body.over=$('side').value==='over';}
try{const res=await fetch('/api/v1/demo/provider/round',{method:'POST',headers:{'content-type':'application/json','x-lobby-brand':data.brand},body:JSON.stringify(body)});const r=await res.json();
if(!res.ok){$('status').textContent=r.message||'Error';return;}
if(r.reels){const flat=r.reels.flat();flat.forEach((s,i)=>{const c=$('c'+i);c.textContent=icons[s]||s;c.className='cell';});for(const l of r.lines||[]){for(const i of lines[l]){$('c'+i).className='cell win';}}}
if(r.roll!==undefined){$('dice').textContent=r.roll;}
$('balance').textContent=fmt(r.balance);$('status').textContent=r.payout>0?'You won '+fmt(r.payout)+(data.fun?' in play money':'')+'!':'No win this time.';}
catch(e){$('status').textContent='Network error please try again';}finally{$('play').disabled=!!(data.watch&&!$('rc').hidden);if(data.watch){check('status');}}});
let timer=0;const two=(n)=>String(n).padStart(2,'0');
const clock=(s)=>Math.floor(s/3600)+':'+two(Math.floor(s/60)%60)+':'+two(s%60);
const signed=(m)=>(m>0?'+':m<0?'−':'')+fmt(Math.abs(m));
function show(rc){$('rc-time').textContent=clock(rc.elapsed_seconds);$('rc-net').textContent=signed(rc.session_net);$('rc-staked').textContent=fmt(rc.staked);$('rc-paid').textContent=fmt(rc.paid_out);$('rc-total').textContent=fmt(rc.total_balance);
$('rc').hidden=false;$('play').disabled=true;$('rc-continue').focus();}
function ended(){$('rc-status').textContent=data.words.ended;for(const id of ['rc-continue','rc-history','rc-logout','play']){$(id).disabled=true;}}
async function check(action){clearTimeout(timer);
try{const res=await fetch('/api/v1/demo/provider/reality_check',{method:'POST',headers:{'content-type':'application/json','x-lobby-brand':data.brand},body:JSON.stringify({token:data.token,action})});
if(res.status===401){$('rc').hidden=false;ended();return;}const r=await res.json();if(!res.ok){timer=setTimeout(()=>check('status'),30000);return;}
if(r.ended){ended();return;}const rc=r.reality_check;if(!rc){return;}
if(rc.due){show(rc);return;}$('rc').hidden=true;$('play').disabled=false;
// Ask again when the next check is due (at most a minute away, so a change on the site shows).
const wait=rc.due_at===null?60000:Math.min(60000,Math.max(1000,rc.due_at*1000-Date.now()+500));timer=setTimeout(()=>check('status'),wait);}
catch(e){timer=setTimeout(()=>check('status'),30000);}}
if(data.watch){$('rc-continue').addEventListener('click',()=>check('continue'));$('rc-logout').addEventListener('click',()=>check('logout'));
$('rc-history').addEventListener('click',()=>{if(!data.history){return;}try{if(window.opener&&!window.opener.closed){window.opener.location.href=data.history;window.opener.focus();return;}}catch(e){}window.open(data.history,'_blank','noopener');});
check('status');}
</script></body></html>`;
}
