export async function runJs(progs, {report}) {
  for (const prog of progs) report(prog, {ok: null, reason: 'not run: JavaScript runner pending'});
}
