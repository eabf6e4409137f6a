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
}): string {
  const fun = input.playMoney === true;
  const data = JSON.stringify({
    token: input.token,
    brand: input.brand,
    engine: input.engine,
    balance: input.balanceMinor,
    decimals: input.decimals,
    back: input.back,
    fun,
  }).replace(/</g, '\\u003c');
  const board =
    input.engine === 'dice'
      ? `<div class="dice" id="dice">–</div><label for="target">Target (2–98)</label><input id="target" type="number" min="2" max="98" value="50"><label for="side">Win when the roll is</label><select id="side"><option value="over">over the target</option><option value="under">under the target</option></select>`
      : `<div class="reels" id="reels">${Array.from({ length: 9 }, (_, i) => `<div class="cell" id="c${i}">❔</div>`).join('')}</div>`;
  return `<!doctype html><html lang="${escapeXml(input.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(input.game)}${fun ? ` · ${PLAY_MONEY_BADGE}` : ''}</title><style nonce="${input.nonce}">${STYLE}</style></head><body><main class="card${fun ? ' fun' : ''}">${fun ? `<div class="badge" id="mode">${PLAY_MONEY_BADGE}</div>` : ''}<h1>${escapeXml(input.game)}</h1><p>${escapeXml(input.provider)} · demo provider${fun ? ' · play money only, never your real balance' : ''}</p><div class="balance"><span>${fun ? 'Play money balance' : 'Balance'}</span><strong id="balance">${escapeXml(input.balance)}</strong></div>${board}<label for="bet">Bet</label><input id="bet" type="number" min="0.01" step="0.01" value="1"><div class="row mt"><button class="btn pay" id="play" type="button">${input.engine === 'dice' ? 'Roll' : 'Spin'}</button></div><div class="status" id="status" role="status"></div><div class="meta">${input.back ? `<a id="back" href="#">Back to the lobby</a>` : ''}</div></main><script nonce="${input.nonce}">
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
catch(e){$('status').textContent='Network error please try again';}finally{$('play').disabled=false;}});
</script></body></html>`;
}
