<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AcceptancePlan</name>
    <message>
        <source>Line %1: %2.</source>
        <translation>%1 行目: %2。</translation>
    </message>
    <message>
        <source>This is not a Fabric Workbench plan: the field "format" must be "%1".</source>
        <translation>Fabric Workbench のプランではありません。フィールド "format" は "%1" でなければなりません。</translation>
    </message>
    <message>
        <source>The plan has version %1; this version of Fabric Workbench reads version %2.</source>
        <translation>このプランはバージョン %1 です。このバージョンの Fabric Workbench が読めるのはバージョン %2 です。</translation>
    </message>
    <message>
        <source>The field "steps" must be a list.</source>
        <translation>フィールド "steps" はリストでなければなりません。</translation>
    </message>
    <message>
        <source>Step %1, field "%2": %3</source>
        <translation>ステップ %1、フィールド "%2": %3</translation>
    </message>
    <message>
        <source>Step %1 is not an object.</source>
        <translation>ステップ %1 がオブジェクトではありません。</translation>
    </message>
    <message>
        <source>must be a list of strings.</source>
        <translation>文字列のリストでなければなりません。</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2.</source>
        <translation>%1 から %2 までの整数でなければなりません。</translation>
    </message>
    <message>
        <source>must be a fraction above 0, e.g. 0.2 for 20%.</source>
        <translation>0 より大きい割合でなければなりません (例: 20% なら 0.2)。</translation>
    </message>
    <message>
        <source>The plan has no steps.</source>
        <translation>プランにステップがありません。</translation>
    </message>
    <message>
        <source>Step %1, field "args": a fault needs --kind (link-down, link-degraded, storage-burst, ...).</source>
        <translation>ステップ %1、フィールド "args": 障害には --kind (link-down、link-degraded、storage-burst など) が必要です。</translation>
    </message>
    <message>
        <source>Step %1, field "args": %2 is set by the plan (ttl_s, lease_s), not by the fault's arguments.</source>
        <translation>ステップ %1、フィールド "args": %2 は障害の引数ではなくプラン (ttl_s、lease_s) が設定します。</translation>
    </message>
    <message>
        <source>Step %1: the lease (%2 s) is longer than the time-to-live (%3 s).</source>
        <translation>ステップ %1: リース (%2 秒) が有効期限 (%3 秒) より長くなっています。</translation>
    </message>
    <message>
        <source>Step %1, field "node": '%2' is not a host name or address.</source>
        <translation>ステップ %1、フィールド "node": 「%2」はホスト名でもアドレスでもありません。</translation>
    </message>
    <message>
        <source>Acceptance plan</source>
        <translation>受け入れテスト計画</translation>
    </message>
    <message>
        <source>Baseline sweep</source>
        <translation>ベースライン測定</translation>
    </message>
    <message>
        <source>Degraded link</source>
        <translation>劣化したリンク</translation>
    </message>
    <message>
        <source>Fabric counters</source>
        <translation>ファブリックカウンター</translation>
    </message>
    <message>
        <source>Checkpoint and dataset storage</source>
        <translation>チェックポイントとデータセットのストレージ</translation>
    </message>
    <message>
        <source>Synthetic training step</source>
        <translation>合成トレーニングステップ</translation>
    </message>
    <message>
        <source>Step %1, field "args": a node-remove fault needs --after-sizes N (or --after S), so that it strikes the benchmark that starts after it is applied.</source>
        <translation>ステップ %1、フィールド「args」: node-remove 障害には --after-sizes N (または --after S) が必要です。これにより、適用後に開始するベンチマークの実行中に作用します。</translation>
    </message>
    <message>
        <source>Step %1: %2 reaches only kernel IP traffic (TCP/IP, MPI over TCP, IPoIB), but the benchmark uses the NCCL backend, whose traffic over RoCE or InfiniBand goes through RDMA verbs and bypasses it: the fault cannot slow that traffic. Use a kind that reaches the RDMA path (ib-port-degrade, roce-speed-degrade, link-down on the RoCE netdev, ...).</source>
        <translation>ステップ %1: %2 はカーネルの IP トラフィック（TCP/IP、TCP 上の MPI、IPoIB）にしか作用しませんが、ベンチマークは NCCL バックエンドを使っており、RoCE または InfiniBand 上のそのトラフィックは RDMA verbs を通ってこれを迂回します。この障害ではそのトラフィックを遅くできません。RDMA パスに作用する種類（ib-port-degrade、roce-speed-degrade、RoCE の netdev への link-down など）を使ってください。</translation>
    </message>
    <message>
        <source>Step %1: if %2 is an IPoIB interface, link-down stops only IP over it; the InfiniBand port stays active and the NCCL benchmark's RDMA traffic goes on. Use ib-port-disable to take the port down.</source>
        <translation>ステップ %1: %2 が IPoIB インターフェースの場合、link-down はその上の IP しか止めません。InfiniBand ポートはアクティブのままで、NCCL ベンチマークの RDMA トラフィックは続きます。ポートを停止するには ib-port-disable を使ってください。</translation>
    </message>
    <message>
        <source>Storage burst</source>
        <translation>ストレージ負荷バースト</translation>
    </message>
    <message>
        <source>Bad-node isolation</source>
        <translation>不良ノードの特定</translation>
    </message>
    <message>
        <source>must be baseline, fault, storage, replay, counters or isolate.</source>
        <translation>baseline、fault、storage、replay、counters、isolate のいずれかでなければなりません。</translation>
    </message>
    <message>
        <source>must be a fraction above 0 and below 1, e.g. 0.5 for 50%.</source>
        <translation>0 より大きく 1 未満の割合でなければなりません（例: 50% なら 0.5）。</translation>
    </message>
    <message>
        <source>must be a bus bandwidth in GB/s, 0 or more (0: no floor).</source>
        <translation>GB/s 単位のバス帯域幅で、0 以上でなければなりません（0: 下限なし）。</translation>
    </message>
    <message numerus="yes">
        <source>Step %1, field "nodes": an isolate step needs at least 4 nodes (two halves of two), and it lists %n.</source>
        <translation>
            <numerusform>ステップ %1、フィールド "nodes": isolate ステップには少なくとも 4 ノード（2 ノードずつの半分が 2 つ）が必要ですが、%n ノードしか指定されていません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1, field "nodes": '%2' is not a host name or address.</source>
        <translation>ステップ %1、フィールド "nodes": '%2' はホスト名でもアドレスでもありません。</translation>
    </message>
    <message>
        <source>Step %1, field "nodes": a node is listed more than once.</source>
        <translation>ステップ %1、フィールド "nodes": 同じノードが複数回指定されています。</translation>
    </message>
    <message>
        <source>Checkpoint burst during training</source>
        <translation>学習中のチェックポイント書き込み集中</translation>
    </message>
    <message>
        <source>The plan's workload pattern has version %1; this version of Fabric Workbench reads versions 1 to %2.</source>
        <translation>プランのワークロードパターンはバージョン %1 です。このバージョンの Fabric Workbench が読めるのはバージョン 1〜%2 です。</translation>
    </message>
    <message>
        <source>Step %1: its arguments name the workload's pattern (%2), but the plan carries none. Make the plan from the workload (Faults &amp; Replay, or plan --from-workload).</source>
        <translation>ステップ %1：引数がワークロードのパターン（%2）を指していますが、プランにパターンが含まれていません。ワークロードからプランを作成してください（障害と再現、または plan --from-workload）。</translation>
    </message>
    <message>
        <source>The field "%1" must be a workload pattern (format "%2").</source>
        <translation>フィールド「%1」はワークロードパターン（形式「%2」）でなければなりません。</translation>
    </message>
</context>
<context>
    <name>AgentBundle</name>
    <message>
        <source>This build lacks the embedded agent bundle (%1).</source>
        <translation>このビルドには組み込みのエージェントバンドルが含まれていません (%1)。</translation>
    </message>
</context>
<context>
    <name>AgentDeployer</name>
    <message>
        <source>The connection to %1 was lost while building the agent.</source>
        <translation>エージェントのビルド中に %1 への接続が切断されました。</translation>
    </message>
    <message>
        <source>Building the agent on %1 failed (exit status %2).</source>
        <translation>%1 でのエージェントのビルドに失敗しました (終了ステータス %2)。</translation>
    </message>
</context>
<context>
    <name>AgentJsonlParser</name>
    <message>
        <source>expected one JSON object per line (%1 at column %2)</source>
        <translation>1 行に 1 つの JSON オブジェクトが必要です (%2 列目で %1)</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>expected "v": %1 in every event, found %2; a newer agent needs a newer Fabric Workbench</source>
        <translation>すべてのイベントに "v": %1 が必要ですが、%2 が見つかりました。新しいエージェントには新しい Fabric Workbench が必要です</translation>
    </message>
    <message>
        <source>The agent reported (rank %1): %2</source>
        <translation>エージェントからの報告 (ランク %1): %2</translation>
    </message>
    <message>
        <source>The agent reported: %1</source>
        <translation>エージェントからの報告: %1</translation>
    </message>
    <message>
        <source>the run that starts here has no "end" event: the stream was cut off, so the run is incomplete</source>
        <translation>ここから始まる実行に "end" イベントがありません。ストリームが途中で切れているため、実行は不完全です</translation>
    </message>
    <message>
        <source>the stream holds no benchmark run: the agent failed before a run started: %1</source>
        <translation>ストリームにベンチマークの実行が含まれていません。実行の開始前にエージェントが失敗しました: %1</translation>
    </message>
    <message>
        <source>no benchmark run found: expected a "start" event, "size_result" events and an "end" event (docs/agent-protocol.md)</source>
        <translation>ベンチマークの実行が見つかりません。"start" イベント、"size_result" イベント、"end" イベントが必要です (docs/agent-protocol.md)</translation>
    </message>
    <message>
        <source>expected a number for "%1"</source>
        <translation>"%1" には数値が必要です</translation>
    </message>
    <message>
        <source>a "start" event inside a run; expected the "end" of the run at line %1 first</source>
        <translation>実行の途中に "start" イベントがあります。先に %1 行目の実行の "end" が必要です</translation>
    </message>
    <message>
        <source>the "start" event has no "collective"</source>
        <translation>"start" イベントに "collective" がありません</translation>
    </message>
    <message>
        <source>expected a positive number of "ranks"</source>
        <translation>"ranks" には正の数が必要です</translation>
    </message>
    <message>
        <source>expected base64 text for "%1"</source>
        <translation>"%1" には Base64 テキストが必要です</translation>
    </message>
    <message>
        <source>"%1" holds %2 bytes; expected %3 float32 values (%4 bytes)</source>
        <translation>"%1" は %2 バイトですが、%3 個の float32 値 (%4 バイト) が必要です</translation>
    </message>
    <message>
        <source>a "size_result" event before any "start" event</source>
        <translation>"start" イベントより前に "size_result" イベントがあります</translation>
    </message>
    <message>
        <source>expected a size in bytes for "bytes"</source>
        <translation>"bytes" にはバイト単位のサイズが必要です</translation>
    </message>
    <message>
        <source>expected a number of iterations for "samples"</source>
        <translation>"samples" には反復回数が必要です</translation>
    </message>
    <message>
        <source>an "end" event before any "start" event</source>
        <translation>"start" イベントより前に "end" イベントがあります</translation>
    </message>
    <message>
        <source>The agent ended the run as failed: %1</source>
        <translation>エージェントは実行を失敗として終了しました: %1</translation>
    </message>
    <message>
        <source>the run that starts here has no "size_result" events</source>
        <translation>ここから始まる実行に "size_result" イベントがありません</translation>
    </message>
    <message>
        <source>expected an object for "%1"</source>
        <translation>「%1」にはオブジェクトが必要です</translation>
    </message>
    <message>
        <source>expected a confidence between 0 and 1 for "%1"</source>
        <translation>「%1」には 0 から 1 の間の信頼度が必要です</translation>
    </message>
    <message>
        <source>"%1": the quantiles of rank %2 are not in ascending order</source>
        <translation>「%1」: ランク %2 の分位点が昇順になっていません</translation>
    </message>
    <message>
        <source>"%1": the sketch of rank %2 is cut off, malformed or does not count %3 samples</source>
        <translation>「%1」: ランク %2 のヒストグラムが途中で切れているか、不正な形式か、サンプル数が %3 ではありません</translation>
    </message>
    <message>
        <source>"%1" holds more than one sketch per rank</source>
        <translation>「%1」にはランクごとに複数のヒストグラムが含まれています</translation>
    </message>
    <message>
        <source>expected an array of rank numbers for "%1"</source>
        <translation>「%1」にはランク番号の配列が必要です</translation>
    </message>
    <message>
        <source>"%1": expected rank numbers below %2 in ascending order</source>
        <translation>「%1」: %2 未満のランク番号が昇順で必要です</translation>
    </message>
    <message>
        <source>"%1" needs the host of every rank in the start event's "%2"</source>
        <translation>「%1」には start イベントの「%2」に全ランクのホストが必要です</translation>
    </message>
    <message>
        <source>"%1": the quantiles of node %2 are not in ascending order</source>
        <translation>「%1」: ノード %2 の分位数が昇順になっていません</translation>
    </message>
    <message>
        <source>"%1" holds %2 bytes; expected %3, one per rank</source>
        <translation>「%1」は %2 バイトです。ランクごとに 1 バイト、計 %3 バイトが必要です</translation>
    </message>
</context>
<context>
    <name>AgentResults</name>
    <message>
        <source>missing</source>
        <translation>ありません</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>文字列が必要です</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>数値が必要です</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>範囲外です</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>整数が必要です</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true または false が必要です</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>配列が必要です</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>オブジェクトが必要です</translation>
    </message>
    <message>
        <source>expected a summary object</source>
        <translation>集計オブジェクトが必要です</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>負の値です</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation>有効な JSON ではありません（オフセット %2 で %1）</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>protocol version %1 is not supported (this reader knows %2)</source>
        <translation>プロトコルバージョン %1 には対応していません（このリーダーが扱えるのは %2）</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>line %1, field %2: %3</source>
        <translation>%1 行目、フィールド %2: %3</translation>
    </message>
    <message>
        <source>null without "reset": true</source>
        <translation>"reset": true なしの null です</translation>
    </message>
    <message>
        <source>"%1" is neither warning nor critical</source>
        <translation>「%1」は warning でも critical でもありません</translation>
    </message>
</context>
<context>
    <name>AgentSite</name>
    <message>
        <source>%1 is not in %2 yet. Its %3 key has the fingerprint %4.</source>
        <translation>%1 はまだ %2 に登録されていません。%3 鍵のフィンガープリントは %4 です。</translation>
    </message>
    <message>
        <source>The host key of %1 has changed since it was trusted. Either the server was reinstalled or its keys replaced, or someone is intercepting the connection.</source>
        <translation>%1 のホスト鍵が、信頼した時点から変更されています。サーバーが再インストールされたか鍵が交換されたか、あるいは第三者が接続を傍受している可能性があります。</translation>
    </message>
    <message>
        <source>%1 presented a key of a type that %2 holds no key for, while it holds keys of other types for it. The server may have been reinstalled, or someone may be intercepting the connection.</source>
        <translation>%1 が提示した鍵の種類は %2 に登録されていません (このホストについては別の種類の鍵が登録されています)。サーバーが再インストールされたか、第三者が接続を傍受している可能性があります。</translation>
    </message>
    <message>
        <source>Nothing was sent. The presented %1 key has the fingerprint %2; check it with the cluster's administrators before trusting it again.</source>
        <translation>何も送信していません。提示された %1 鍵のフィンガープリントは %2 です。再度信頼する前に、クラスターの管理者に確認してください。</translation>
    </message>
    <message>
        <source>Cancelled before the agent started.</source>
        <translation>エージェントの開始前にキャンセルされました。</translation>
    </message>
    <message>
        <source>%1, line %2 names a certificate authority for this host, but this version does not check host certificates. Trust the host's own key only after checking its fingerprint with the cluster's administrators.</source>
        <translation>%1 の %2 行目がこのホストの認証局を指定していますが、このバージョンはホスト証明書を検証しません。ホスト自身の鍵は、クラスター管理者とフィンガープリントを確認してから信頼してください。</translation>
    </message>
    <message>
        <source>REVOKED HOST KEY DETECTED: the %1 key of %2 (fingerprint %3) is marked as revoked in %4, line %5. Nothing was sent. A revoked key is never trusted; ask the cluster's administrators for the host's current key.</source>
        <translation>失効したホスト鍵を検出しました: %2 の %1 鍵 (フィンガープリント %3) は %4 の %5 行目で失効済みとされています。何も送信していません。失効した鍵は決して信頼されません。ホストの現在の鍵をクラスター管理者に問い合わせてください。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>BenchmarkRunRepository</name>
    <message>
        <source>Benchmark run %1 no longer exists in %2.</source>
        <translation>ベンチマークの実行 %1 は %2 にもう存在しません。</translation>
    </message>
    <message>
        <source>%1 was already imported on %2 as "%3" (run %4); importing the same bytes twice is refused.</source>
        <translation>%1 は %2 に「%3」として取り込み済みです (実行 %4)。同じ内容を 2 回取り込むことはできません。</translation>
    </message>
    <message>
        <source>A benchmark run without result rows cannot be stored.</source>
        <translation>結果行のないベンチマークの実行は保存できません。</translation>
    </message>
    <message>
        <source>There is no benchmark run %1 in %2.</source>
        <translation>%2 にベンチマークの実行 %1 はありません。</translation>
    </message>
    <message>
        <source>There is no candidate %1 in %2.</source>
        <translation>%2 に候補 %1 はありません。</translation>
    </message>
</context>
<context>
    <name>ClaimCheck</name>
    <message>
        <source>%1 GB/s bus bandwidth at %2</source>
        <translation>%2 でのバス帯域幅 %1 GB/s</translation>
    </message>
    <message>
        <source>%1 GB/s bus bandwidth, no size given</source>
        <translation>バス帯域幅 %1 GB/s(サイズの記載なし)</translation>
    </message>
    <message>
        <source>%1 µs latency at %2</source>
        <translation>%2 でのレイテンシ %1 µs</translation>
    </message>
    <message>
        <source>%1 µs latency, no size given</source>
        <translation>レイテンシ %1 µs(サイズの記載なし)</translation>
    </message>
    <message>
        <source>%1 GB/s at %2 in %3</source>
        <translation>%3 の %2 で %1 GB/s</translation>
    </message>
    <message>
        <source>%1 µs at %2 in %3</source>
        <translation>%3 の %2 で %1 µs</translation>
    </message>
    <message>
        <source>within tolerance (±%1 %)</source>
        <translation>許容範囲内(±%1 %)</translation>
    </message>
    <message>
        <source>better by %1 % (tolerance ±%2 %)</source>
        <translation>%1 % 良い(許容範囲 ±%2 %)</translation>
    </message>
    <message>
        <source>worse by %1 % (tolerance ±%2 %)</source>
        <translation>%1 % 悪い(許容範囲 ±%2 %)</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>比較なし</translation>
    </message>
    <message>
        <source>Quoted %1; measured %2: %3.</source>
        <translation>ベンダーの主張 %1、自社測定 %2:%3。</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>ラン %1</translation>
    </message>
    <message>
        <source>run %1 (%2)</source>
        <translation>ラン %1(%2)</translation>
    </message>
    <message>
        <source>%1 is a supplier's claim, not our own measurement</source>
        <translation>%1 はベンダーの主張であり、自社測定ではありません</translation>
    </message>
    <message>
        <source>%1 has no results</source>
        <translation>%1 には結果がありません</translation>
    </message>
    <message>
        <source>%1 has no result at %2</source>
        <translation>%1 には %2 の結果がありません</translation>
    </message>
    <message>
        <source>%1 has no bus bandwidth at %2</source>
        <translation>%1 には %2 のバス帯域幅がありません</translation>
    </message>
    <message>
        <source>%1 has no mean time at %2</source>
        <translation>%1 には %2 の平均時間がありません</translation>
    </message>
    <message>
        <source>a claim of %1 cannot be compared</source>
        <translation>%1 という主張は比較できません</translation>
    </message>
    <message>
        <source>%1 µs p99 latency at %2</source>
        <translation>%2 で p99 レイテンシ %1 µs</translation>
    </message>
    <message>
        <source>%1 µs p99 latency, no size given</source>
        <translation>p99 レイテンシ %1 µs（サイズの記載なし）</translation>
    </message>
    <message>
        <source>recovery in %1 s</source>
        <translation>%1 秒で復旧</translation>
    </message>
    <message>
        <source>%1 µs p99 at %2 in %3</source>
        <translation>%3 の %2 で p99 %1 µs</translation>
    </message>
    <message>
        <source>p99 not back within tolerance %1 s after the revert, when the last run started, in %2</source>
        <translation>%2 で、復元から %1 秒後（最後の実行の開始時）も p99 が許容範囲に戻っていない</translation>
    </message>
    <message>
        <source>every rank restored the last checkpoint %1 s after the kill (mean over the repeats) in %2</source>
        <translation>%2 で、強制終了から %1 秒後に全ランクが最後のチェックポイントを復元（繰り返しの平均）</translation>
    </message>
    <message>
        <source>p99 back within tolerance %1 s after the revert in %2</source>
        <translation>%2 で、復元から %1 秒後に p99 が許容範囲に復帰</translation>
    </message>
    <message>
        <source>worse by more than %1 % (tolerance ±%2 %)</source>
        <translation>%1 % を超えて悪い（許容範囲 ±%2 %）</translation>
    </message>
    <message>
        <source>Quoted %1; measured %2: %3 (%4).</source>
        <translation>記載値 %1、測定値 %2: %3（%4）。</translation>
    </message>
    <message>
        <source>%1 is a benchmark run; a recovery time is checked against a plan step</source>
        <translation>%1 はベンチマーク実行です。復旧時間はプランのステップと照合します</translation>
    </message>
    <message>
        <source>%1 has no p99 at %2</source>
        <translation>%1 には %2 の p99 がありません</translation>
    </message>
    <message>
        <source>%1 is a plan step; bandwidth and latency are checked against a run</source>
        <translation>%1 はプランのステップです。帯域幅とレイテンシは実行と照合します</translation>
    </message>
    <message>
        <source>it was not watched for longer than the claim</source>
        <translation>記載値より長く観測されていません</translation>
    </message>
    <message>
        <source>no plan step that measures recovery is linked</source>
        <translation>復旧を測定するプランのステップがリンクされていません</translation>
    </message>
    <message>
        <source>no run is linked</source>
        <translation>実行がリンクされていません</translation>
    </message>
    <message>
        <source>plan run %1</source>
        <translation>プラン実行 %1</translation>
    </message>
    <message>
        <source>plan run %1 (%2)</source>
        <translation>プラン実行 %1（%2）</translation>
    </message>
    <message>
        <source>%1, step %2</source>
        <translation>%1、ステップ %2</translation>
    </message>
    <message>
        <source>%1, step %2 (%3)</source>
        <translation>%1、ステップ %2（%3）</translation>
    </message>
    <message>
        <source>the fault of %1 was not applied</source>
        <translation>%1 の障害は適用されませんでした</translation>
    </message>
    <message>
        <source>%1 measured no recovery: it needs a run before the fault, the time of the revert and a run after it</source>
        <translation>%1 は復旧を測定していません。障害前の実行、復元の時刻、復元後の実行が必要です</translation>
    </message>
    <message>
        <source>%1 has no measured restore after the killed rank</source>
        <translation>%1 には、強制終了したランクの後の復元の測定値がありません</translation>
    </message>
    <message>
        <source>plan run %1, step %2</source>
        <translation>プラン実行 %1、ステップ %2</translation>
    </message>
    <message>
        <source>%1 measures no recovery</source>
        <translation>%1 は復旧を測定しません</translation>
    </message>
    <message>
        <source>%1 is a run that failed (%2)</source>
        <translation>%1 は失敗した実行です (%2)</translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>The connection needs a name.</source>
        <translation>接続には名前が必要です。</translation>
    </message>
    <message>
        <source>Ranks per node must be at least 1.</source>
        <translation>ノードあたりのランク数は 1 以上にしてください。</translation>
    </message>
    <message>
        <source>A field contains a NUL character, which no command line can carry.</source>
        <translation>フィールドに NUL 文字が含まれています。NUL 文字はコマンドラインで渡せません。</translation>
    </message>
    <message>
        <source>The host is empty.</source>
        <translation>ホストが空です。</translation>
    </message>
    <message>
        <source>The host '%1' is not a host name or address.</source>
        <translation>ホスト「%1」はホスト名でもアドレスでもありません。</translation>
    </message>
    <message>
        <source>The port %1 is outside 1-65535.</source>
        <translation>ポート %1 が 1-65535 の範囲外です。</translation>
    </message>
    <message>
        <source>The user name is empty.</source>
        <translation>ユーザー名が空です。</translation>
    </message>
    <message>
        <source>The identity is a key file, but no key file is chosen.</source>
        <translation>認証方式に鍵ファイルが選ばれていますが、鍵ファイルが指定されていません。</translation>
    </message>
    <message>
        <source>The remote work folder is empty.</source>
        <translation>リモートの作業フォルダーが空です。</translation>
    </message>
    <message>
        <source>mpirun needs at least one node for its hostfile.</source>
        <translation>mpirun のホストファイルには少なくとも 1 つのノードが必要です。</translation>
    </message>
    <message>
        <source>srun needs a node list or a node count of at least 1.</source>
        <translation>srun にはノードリスト、または 1 以上のノード数が必要です。</translation>
    </message>
    <message>
        <source>The jump host '%1' is not of the form [user@]host[:port], or several of them separated by commas.</source>
        <translation>踏み台ホスト「%1」が [user@]host[:port] の形式にも、その形式をカンマで区切った並びにもなっていません。</translation>
    </message>
    <message>
        <source>The keepalive interval %1 s is outside 1-%2 s.</source>
        <translation>キープアライブ間隔 %1 秒が 1～%2 秒の範囲外です。</translation>
    </message>
    <message>
        <source>The agent reported no host name, so the statement that this computer is a node of the candidate's cluster could not be checked.</source>
        <translation>エージェントがホスト名を報告しなかったため、このコンピューターが候補のクラスターのノードであるという指定を確認できませんでした。</translation>
    </message>
    <message>
        <source>This computer is stated to be a node of the candidate's cluster, but the agent ran on %1, which is not among the candidate's hosts (%2).</source>
        <translation>このコンピューターは候補のクラスターのノードと指定されていますが、エージェントは %1 で実行されました。これは候補のホスト (%2) に含まれていません。</translation>
    </message>
</context>
<context>
    <name>ConnectionProfileRepository</name>
    <message>
        <source>There is already a connection named "%1" without a candidate.</source>
        <translation>候補のない接続「%1」がすでにあります。</translation>
    </message>
    <message>
        <source>%1 already has a connection named "%2".</source>
        <translation>%1 には「%2」という名前の接続がすでにあります。</translation>
    </message>
</context>
<context>
    <name>CostDecisionSnapshot</name>
    <message>
        <source>Cost page: %1 per accepted run</source>
        <translation>コストページ: 受け入れられた実行あたり %1</translation>
    </message>
    <message>
        <source>scored by hand</source>
        <translation>手動で採点</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No recommendation: the project has no candidates.</source>
        <translation>推奨なし: プロジェクトに候補がありません。</translation>
    </message>
    <message numerus="yes">
        <source>No recommendation yet: %n score(s) missing, for example %1 for %2.</source>
        <translation>
            <numerusform>まだ推奨できません: スコアが %n 件不足しています (例: %2 の %1)。</numerusform>
        </translation>
    </message>
    <message>
        <source>No recommendation: every weight is zero.</source>
        <translation>推奨なし: すべての重みが 0 です。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tie: rent or benchmark both. %1 are within the tie margin of %2 points, so the matrix cannot separate them.</source>
        <translation>引き分け: 両方をレンタルするか、両方をベンチマークしてください。%1 は引き分けマージン %2 点以内に収まっており、マトリクスでは差を付けられません。</translation>
    </message>
    <message>
        <source> and </source>
        <translation> と </translation>
    </message>
    <message>
        <source>Recommended: %1 with %2 points (the only candidate).</source>
        <translation>推奨: %1 (%2 点、唯一の候補)。</translation>
    </message>
    <message>
        <source>Recommended: %1 with %2 points. Runner-up %3 with %4: the lead of %5 is larger than the tie margin of %6.</source>
        <translation>推奨: %1 (%2 点)。次点は %3 (%4 点) で、差 %5 は引き分けマージン %6 より大きくなっています。</translation>
    </message>
    <message>
        <source>No own benchmark result stored; acceptance rate %1 is %2</source>
        <translation>自社のベンチマーク結果は保存されていません。受け入れ率 %1 (%2)</translation>
    </message>
    <message>
        <source>an override</source>
        <translation>上書きされた値</translation>
    </message>
    <message>
        <source>No own benchmark result stored</source>
        <translation>自社のベンチマーク結果は保存されていません</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>ファブリック</translation>
    </message>
    <message>
        <source>Benchmark result</source>
        <translation>ベンチマーク結果</translation>
    </message>
    <message>
        <source>Operations owner</source>
        <translation>運用責任者</translation>
    </message>
    <message>
        <source>Idle/retry waste</source>
        <translation>アイドル/再試行の無駄</translation>
    </message>
    <message>
        <source>Expansion path</source>
        <translation>拡張パス</translation>
    </message>
    <message>
        <source>Cost per accepted run</source>
        <translation>受け入れられた実行あたりのコスト</translation>
    </message>
    <message>
        <source>Weighted score</source>
        <translation>重み付きスコア</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>Matrix incomplete</source>
        <translation>マトリクス未完成</translation>
    </message>
    <message>
        <source>Tie: rent or benchmark both</source>
        <translation>引き分け: 両方をレンタルまたはベンチマーク</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>Not recommended</source>
        <translation>非推奨</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (retry %2, idle %3)</source>
        <translation>%1 (再試行 %2、アイドル %3)</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source> (not ready)</source>
        <translation> (準備未完了)</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>quoted by the supplier</source>
        <translation>サプライヤーの見積値</translation>
    </message>
    <message>
        <source>typed by the buyer</source>
        <translation>購入者による入力値</translation>
    </message>
    <message numerus="yes">
        <source>Questionnaire: %1 of %2 answered, %3 incomplete (no penalty), %n red flag(s) against the supplier</source>
        <translation>
            <numerusform>質問票: %2 問中 %1 問に回答、不完全 %3 問 (減点なし)、供給者に不利な危険信号 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>typed override of the automatic score</source>
        <translation>自動スコアを上書きする入力値</translation>
    </message>
    <message numerus="yes">
        <source>%n own all-reduce run(s) stored, no acceptance rate from them: %1</source>
        <translation>
            <numerusform>自社の all-reduce 実行 %n 件を保存済み、受け入れ率は得られません: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the rate is typed over the derived one</source>
        <translation>導出値の代わりに入力値を使用</translation>
    </message>
    <message>
        <source>; the acceptance rate %1 in use is %2</source>
        <translation>。使用中の受け入れ率 %1 は%2</translation>
    </message>
    <message>
        <source>plan run %1, step %2</source>
        <translation>プラン実行 %1、ステップ %2</translation>
    </message>
    <message numerus="yes">
        <source>; %n claim(s) checked against own measurements: %1 within tolerance, %2 better, %3 contradicted</source>
        <translation>
            <numerusform>; ベンダーの主張 %n 件を自社測定と照合: 許容範囲内 %1、良好 %2、矛盾 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>measured: median p99 latency at the smallest size, %1 µs, of own run(s) %2 on the candidate's cluster (%3)</source>
        <translation>測定: 最小サイズでの p99 レイテンシの中央値 %1 µs、候補のクラスターでの自社実行 %2 (%3)</translation>
    </message>
    <message>
        <source>measured: median bus bandwidth at the largest size, %1 GB/s, of own run(s) %2 on the candidate's cluster (%3)</source>
        <translation>測定: 最大サイズでのバス帯域幅の中央値 %1 GB/s、候補のクラスターでの自社実行 %2 (%3)</translation>
    </message>
    <message>
        <source>run %1 (%2)</source>
        <translation>ラン %1(%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) measured on this computer, through a connection that runs the agent here, are left out of the scores and the acceptance rate: %1. They measure this computer, not a candidate's fabric, so the recommendation does not rest on them. To count such a run, state on its connection that this computer is a node of the candidate's cluster and measure again.</source>
        <translation>
            <numerusform>このコンピューターで、エージェントをここで実行する接続を通じて測定された %n 件の実行は、スコアと受け入れ率から除外されています: %1。これらは候補のファブリックではなくこのコンピューターを測定したものなので、推奨はこれらに基づいていません。このような実行を数えるには、その接続でこのコンピューターが候補のクラスターのノードであると指定し、測定し直してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan step(s) ran on this computer and are left out of the fault, counter and cost figures: %1.</source>
        <translation>
            <numerusform>%n 件の計画ステップはこのコンピューターで実行されたため、障害時の挙動、カウンター、コストの数値から除外されています: %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CounterComparison</name>
    <message numerus="yes">
        <source>%n counter(s) missing from the earlier snapshot</source>
        <translation>
            <numerusform>前のスナップショットにないカウンター %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>computed from two snapshots: no alarm rules were applied</source>
        <translation>2 つのスナップショットから計算: アラームルールは適用されていません</translation>
    </message>
</context>
<context>
    <name>CsvParser</name>
    <message>
        <source>no header line found; expected a line such as "bytes,time_avg_us,busbw_gbs"</source>
        <translation>ヘッダー行が見つかりません。"bytes,time_avg_us,busbw_gbs" のような行が必要です</translation>
    </message>
    <message>
        <source>the CSV file has a header but no result rows</source>
        <translation>CSV ファイルにヘッダーはありますが、結果行がありません</translation>
    </message>
    <message>
        <source>the CSV file does not name the test; add a line "# test: all_reduce" (or the test's name) before the header</source>
        <translation>CSV ファイルにテスト名がありません。ヘッダーの前に "# test: all_reduce" (またはそのテストの名前) という行を追加してください</translation>
    </message>
    <message>
        <source>The CSV file has no "wrong" column: results are unverified.</source>
        <translation>CSV ファイルに "wrong" 列がないため、結果は未検証です。</translation>
    </message>
    <message>
        <source>a quoted field is not closed; expected a closing " on the same line</source>
        <translation>引用符で囲まれたフィールドが閉じていません。同じ行に閉じる " が必要です</translation>
    </message>
    <message>
        <source>expected a comma after a quoted field, found %1</source>
        <translation>引用符で囲まれたフィールドの後にはカンマが必要ですが、%1 が見つかりました</translation>
    </message>
    <message>
        <source>expected a positive whole number after "# %1:", found "%2"</source>
        <translation>"# %1:" の後には正の整数が必要ですが、「%2」が見つかりました</translation>
    </message>
    <message>
        <source>unknown column %1 in the header; expected names among: %2</source>
        <translation>ヘッダーに不明な列 %1 があります。使用できる名前: %2</translation>
    </message>
    <message>
        <source>the column %1 appears twice in the header</source>
        <translation>ヘッダーに列 %1 が 2 回出現しています</translation>
    </message>
    <message>
        <source>the header has no "bytes" column</source>
        <translation>ヘッダーに "bytes" 列がありません</translation>
    </message>
    <message>
        <source>the header names no measurement; expected at least one of time_avg_us, p50_us, algbw_gbs, busbw_gbs</source>
        <translation>ヘッダーに測定値の列がありません。time_avg_us、p50_us、algbw_gbs、busbw_gbs のうち少なくとも 1 つが必要です</translation>
    </message>
    <message>
        <source>expected %1 fields, as the header names, found %2</source>
        <translation>ヘッダーのとおり %1 個のフィールドが必要ですが、%2 個でした</translation>
    </message>
    <message>
        <source>the "bytes" field is empty</source>
        <translation>"bytes" フィールドが空です</translation>
    </message>
    <message>
        <source>expected a whole number of at least %1 in column %2 (%3), found %4</source>
        <translation>%2 列目 (%3) には %1 以上の整数が必要ですが、%4 が見つかりました</translation>
    </message>
    <message>
        <source>expected a number (with a decimal point) in column %1 (%2), found %3</source>
        <translation>%1 列目 (%2) には数値 (小数点付き) が必要ですが、%3 が見つかりました</translation>
    </message>
    <message>
        <source>expected 0, 1, true or false in column %1 (in_place), found %2</source>
        <translation>%1 列目 (in_place) には 0、1、true、false のいずれかが必要ですが、%2 が見つかりました</translation>
    </message>
</context>
<context>
    <name>DispatchRunRepository</name>
    <message>
        <source>The stream was kept but not imported as a benchmark run: %1</source>
        <translation>ストリームは保持されましたが、ベンチマークの実行としては取り込まれませんでした: %1</translation>
    </message>
    <message>
        <source>The run did not end: the program storing it stopped while the agent ran (a crash, a kill, a power loss, or its project was closed). Every line that had arrived is kept.</source>
        <translation>実行は終了しませんでした。エージェントの実行中に、保存していたプログラムが停止しました（クラッシュ、kill、停電、またはプロジェクトが閉じられた）。それまでに届いた行はすべて保持されています。</translation>
    </message>
    <message>
        <source>Could not store the end of dispatch %1 in %2: the dispatch is no longer there.</source>
        <translation>実行 %1 の終了を %2 に保存できませんでした。その実行はもう存在しません。</translation>
    </message>
    <message>
        <source>fabric-agent run on %1, %2</source>
        <translation>%1 での fabric-agent 実行、%2</translation>
    </message>
</context>
<context>
    <name>FaultEvidence</name>
    <message>
        <source>plan run %1 step %2</source>
        <translation>計画実行 %1 ステップ %2</translation>
    </message>
    <message>
        <source>no benchmark before the fault to compare with</source>
        <translation>比較する障害前のベンチマークがありません</translation>
    </message>
    <message>
        <source>no time of the revert</source>
        <translation>復旧操作の時刻がありません</translation>
    </message>
    <message>
        <source>no benchmark with results after the revert</source>
        <translation>復旧操作後に結果のあるベンチマークがありません</translation>
    </message>
    <message>
        <source>%1: %2 of %3 failed during the fault, %4 held</source>
        <translation>%1: %3 件中 %2 件が障害中に失敗、%4 件が維持</translation>
    </message>
    <message numerus="yes">
        <source>measured: median recovery %1 s over the %n fault step(s) that recovered</source>
        <translation>
            <numerusform>測定値: 回復した %n 件の障害ステップの回復時間の中央値 %1 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>measured: no fault step recovered</source>
        <translation>測定値: 回復した障害ステップはありません</translation>
    </message>
    <message>
        <source>; %1 of %2 counted step(s) held; %3; from %4</source>
        <translation>; 集計した %2 ステップ中 %1 ステップが維持; %3; 出典 %4</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>; left out: %1</source>
        <translation>; 除外: %1</translation>
    </message>
    <message numerus="yes">
        <source>measured: %1 warning(s) and %2 critical alarm(s) of the node's counters over %n fault phase(s), %3 per phase (%4)</source>
        <translation>
            <numerusform>測定値: %n 件の障害フェーズでノードのカウンタが警告 %1 件、重大アラーム %2 件、フェーズあたり %3 件 (%4)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the fault was not applied)</source>
        <translation>%1 (障害は適用されませんでした)</translation>
    </message>
    <message>
        <source>%1 (recovery not measured: %2)</source>
        <translation>%1 (回復は未測定: %2)</translation>
    </message>
    <message>
        <source>recovered in %1 s</source>
        <translation>%1 秒で回復</translation>
    </message>
    <message>
        <source>not recovered within %1 s observed</source>
        <translation>観測した %1 秒以内に回復せず</translation>
    </message>
    <message>
        <source>, benchmark during the fault failed</source>
        <translation>、障害中のベンチマークが失敗</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2、%3)</translation>
    </message>
    <message>
        <source>%1 (%2: not counted for every candidate with fault steps, so it cannot compare them)</source>
        <translation>%1（%2: 障害ステップを持つすべての候補で数えられていないため、比較に使えません）</translation>
    </message>
    <message>
        <source>%1 (%2 reached kernel IP traffic only, which the %3 benchmark's RDMA traffic bypasses)</source>
        <translation>%1（%2 はカーネルの IP トラフィックにしか作用せず、%3 ベンチマークの RDMA トラフィックはそれを経由しません）</translation>
    </message>
    <message>
        <source>%1 (measured on this computer, not on the candidate's fabric)</source>
        <translation>%1 (候補のファブリックではなくこのコンピューターで測定)</translation>
    </message>
    <message>
        <source>%1 (skipped: the connection's user could not run it)</source>
        <translation>%1（スキップ：接続のユーザーには実行できませんでした）</translation>
    </message>
</context>
<context>
    <name>FaultReach</name>
    <message>
        <source>kernel IP traffic only (TCP/IP, MPI over TCP, IPoIB); RDMA traffic bypasses it</source>
        <translation>カーネルの IP トラフィックのみ（TCP/IP、TCP 上の MPI、IPoIB）。RDMA トラフィックはこれを迂回します</translation>
    </message>
    <message>
        <source>the RDMA path of the port, and so all traffic on it</source>
        <translation>ポートの RDMA パス、つまりそのポート上のすべてのトラフィック</translation>
    </message>
    <message>
        <source>the job itself, not the network</source>
        <translation>ジョブそのもの（ネットワークではない）</translation>
    </message>
    <message>
        <source>storage; the network only where the filesystem is reached over it</source>
        <translation>ストレージ。ファイルシステムにネットワーク経由でアクセスする場合のみネットワークにも</translation>
    </message>
    <message>
        <source>not recorded (an agent from before the reach was reported)</source>
        <translation>記録なし（作用範囲を報告する前のエージェント）</translation>
    </message>
</context>
<context>
    <name>ImportError</name>
    <message>
        <source>the file could not be read after %1 bytes: %2</source>
        <translation>%1 バイト以降のファイルを読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>the file is larger than the import limit of %1 MiB; split it or import the runs separately</source>
        <translation>ファイルが取り込みの上限 %1 MiB を超えています。分割するか、実行ごとに別々に取り込んでください</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1、%2 行目: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the line holds a NUL byte; expected a text file</source>
        <translation>行に NUL バイトが含まれています。テキストファイルが必要です</translation>
    </message>
    <message>
        <source>the line has %1 fields in %2 bytes; the import reads lines of at most %3 bytes</source>
        <translation>この行は %2 バイトに %1 個のフィールドがあります。インポートで読める行は最大 %3 バイトです</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes (%2 bytes); this is not a benchmark log</source>
        <translation>行が %1 バイトを超えています (%2 バイト)。ベンチマークのログではありません</translation>
    </message>
    <message>
        <source>the line is not valid UTF-8 (byte 0x%1 at byte %2 of the line); save the file as UTF-8 text</source>
        <translation>この行は有効な UTF-8 ではありません (行の %2 バイト目にバイト 0x%1)。ファイルを UTF-8 テキストとして保存してください</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing of this file is stored</source>
        <translation>インポートは取り消されました。このファイルの内容は何も保存されていません</translation>
    </message>
    <message>
        <source>there was not enough memory to import the file; nothing of it was stored. Close other programs, or split the log, and import it again</source>
        <translation>ファイルをインポートするためのメモリが足りませんでした。何も保存されていません。他のプログラムを閉じるか、ログを分割して、もう一度インポートしてください</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <source>this is a folder; choose the log files inside it</source>
        <translation>これはフォルダーです。中のログファイルを選択してください</translation>
    </message>
    <message>
        <source>the file cannot be opened: %1</source>
        <translation>ファイルを開けません: %1</translation>
    </message>
    <message>
        <source>%1 text (the file starts with a %1 byte-order mark); save it as UTF-8 and import it again</source>
        <translation>%1 テキストです (ファイルが %1 のバイトオーダーマークで始まっています)。UTF-8 で保存してから、もう一度インポートしてください</translation>
    </message>
    <message>
        <source>the file holds a NUL byte at offset %1: it is binary, or UTF-16 or UTF-32 text without a byte-order mark; expected UTF-8 text</source>
        <translation>ファイルのオフセット %1 に NUL バイトがあります。バイナリか、バイトオーダーマークのない UTF-16 または UTF-32 テキストです。UTF-8 テキストが必要です</translation>
    </message>
    <message>
        <source>this is a named pipe (FIFO), not a file; save the log to a file and import that</source>
        <translation>これは名前付きパイプ (FIFO) で、ファイルではありません。ログをファイルに保存して、そのファイルをインポートしてください</translation>
    </message>
    <message>
        <source>this is a socket, not a file; save the log to a file and import that</source>
        <translation>これはソケットで、ファイルではありません。ログをファイルに保存して、そのファイルをインポートしてください</translation>
    </message>
    <message>
        <source>this is a device, not a file; save the log to a file and import that</source>
        <translation>これはデバイスで、ファイルではありません。ログをファイルに保存して、そのファイルをインポートしてください</translation>
    </message>
    <message>
        <source>this is not a regular file; save the log to a file and import that</source>
        <translation>これは通常のファイルではありません。ログをファイルに保存して、そのファイルをインポートしてください</translation>
    </message>
    <message numerus="yes">
        <source>Salvaged import: %n result row(s) that could not be read were skipped, so the run never counts as checked, passed:</source>
        <translation>
            <numerusform>救済インポート: 読み取れない結果行 %n 行をスキップしたため、この実行は「検証済み・合格」になりません:</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>not a benchmark log this version can read; expected nccl-tests text or JSON, NCCL Inspector JSON, OSU micro-benchmarks, perftest text or JSON, fabric-agent JSON Lines, or the CSV layout described in docs/import-formats.md</source>
        <translation>このバージョンで読み取れるベンチマークのログではありません。nccl-tests のテキストまたは JSON、NCCL Inspector の JSON、OSU micro-benchmarks、perftest のテキストまたは JSON、fabric-agent の JSON Lines、docs/import-formats.md に記載の CSV 形式のいずれかが必要です</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>JPEG 画像</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>GIF 画像</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>a ZIP archive (or a spreadsheet or office document)</source>
        <translation>ZIP アーカイブ (またはスプレッドシートやオフィス文書)</translation>
    </message>
    <message>
        <source>an SQLite database (a project file is opened, not imported)</source>
        <translation>SQLite データベース (プロジェクトファイルはインポートせずに開きます)</translation>
    </message>
    <message>
        <source>this is %1, not a benchmark log</source>
        <translation>これは%1であり、ベンチマークログではありません</translation>
    </message>
    <message>
        <source>a gzip-compressed file (unpack it and import the log inside)</source>
        <translation>gzip 圧縮ファイル (展開して中のログをインポートしてください)</translation>
    </message>
</context>
<context>
    <name>IsolationResult</name>
    <message numerus="yes">
        <source>Bad node: %1, found in %n run(s) (at most %2 for %3 nodes).</source>
        <translation>
            <numerusform>不良ノード: %1（%n 回の実行で特定、%3 ノードでは最大 %2 回）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No bad node found: the suspect %1 did not miss when paired with a known-good node (%n run(s)).</source>
        <translation>
            <numerusform>不良ノードは見つかりませんでした: 容疑ノード %1 は正常と分かっているノードと組ませても基準を下回りませんでした（%n 回の実行）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No bad node found: the two halves performed alike, within %1 % of each other (%n run(s)).</source>
        <translation>
            <numerusform>不良ノードは見つかりませんでした: 2 つの半分の性能は互いに %1 % 以内で同等でした（%n 回の実行）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than one half misses: the fault is not one node (%n run(s)).</source>
        <translation>
            <numerusform>複数の半分が基準を下回りました: 障害は 1 ノードによるものではありません（%n 回の実行）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The search stopped after %n run(s): a benchmark did not complete, so nothing is concluded.</source>
        <translation>
            <numerusform>%n 回の実行後に探索が止まりました: ベンチマークが完了しなかったため、結論は出せません。</numerusform>
        </translation>
    </message>
    <message>
        <source>half</source>
        <translation>半分</translation>
    </message>
    <message>
        <source>part of the suspects</source>
        <translation>容疑ノードの一部</translation>
    </message>
    <message>
        <source>suspect with a known-good node</source>
        <translation>容疑ノードと正常ノード</translation>
    </message>
    <message>
        <source>two known-good nodes</source>
        <translation>正常と分かっている 2 ノード</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>基準未達</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>did not complete</source>
        <translation>未完了</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>expected a JSON value (true, false, null, a number, a string, an object or an array)</source>
        <translation>JSON の値 (true、false、null、数値、文字列、オブジェクト、配列) が必要です</translation>
    </message>
    <message>
        <source>the file ends inside a string</source>
        <translation>文字列の途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>a string runs past the end of the line</source>
        <translation>文字列が行末を越えています</translation>
    </message>
    <message>
        <source>a string is longer than %1 bytes</source>
        <translation>文字列が %1 バイトを超えています</translation>
    </message>
    <message>
        <source>expected four hexadecimal digits after \u in a string</source>
        <translation>文字列中の \u の後には 16 進数 4 桁が必要です</translation>
    </message>
    <message>
        <source>expected the second half of a UTF-16 surrogate pair</source>
        <translation>UTF-16 サロゲートペアの後半が必要です</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate in a string</source>
        <translation>文字列に対になっていない UTF-16 サロゲートがあります</translation>
    </message>
    <message>
        <source>an unknown escape sequence in a string</source>
        <translation>文字列に不明なエスケープシーケンスがあります</translation>
    </message>
    <message>
        <source>a number is longer than %1 characters</source>
        <translation>数値が %1 文字を超えています</translation>
    </message>
    <message>
        <source>expected a number, found "%1"</source>
        <translation>数値が必要ですが、「%1」が見つかりました</translation>
    </message>
    <message>
        <source>objects and arrays are nested more than %1 deep</source>
        <translation>オブジェクトと配列の入れ子が %1 階層を超えています</translation>
    </message>
    <message>
        <source>the file ends where a JSON value was expected</source>
        <translation>JSON の値が必要な位置でファイルが終わっています</translation>
    </message>
    <message>
        <source>expected a JSON value, found "%1"</source>
        <translation>JSON の値が必要ですが、「%1」が見つかりました</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>JSON ドキュメントの終わりの後に余分なテキストがあります</translation>
    </message>
    <message>
        <source>the file ends inside a JSON object</source>
        <translation>JSON オブジェクトの途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>expected a quoted key in a JSON object</source>
        <translation>JSON オブジェクトには引用符で囲まれたキーが必要です</translation>
    </message>
    <message>
        <source>expected ":" after the key "%1"</source>
        <translation>キー「%1」の後には ":" が必要です</translation>
    </message>
    <message>
        <source>the file ends inside a JSON %1</source>
        <translation>JSON %1の途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>expected "," or "}" in a JSON object</source>
        <translation>JSON オブジェクトには "," または "}" が必要です</translation>
    </message>
    <message>
        <source>expected "," or "]" in a JSON array</source>
        <translation>JSON 配列には "," または "]" が必要です</translation>
    </message>
    <message>
        <source>expected a number for "%1"</source>
        <translation>"%1" には数値が必要です</translation>
    </message>
    <message>
        <source>expected a string for "%1"</source>
        <translation>"%1" には文字列が必要です</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8 (byte 0x%1 at byte %2 of the string); save the file as UTF-8</source>
        <translation>文字列が有効な UTF-8 ではありません（文字列の %2 バイト目のバイト 0x%1）。ファイルを UTF-8 で保存してください</translation>
    </message>
</context>
<context>
    <name>KnownHosts</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1.</source>
        <translation>%1 のフォルダーを作成できません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>The %1 key of %2 is revoked in %3, line %4, and cannot be trusted.</source>
        <translation>%2 の %1 鍵は %3 の %4 行目で失効済みのため、信頼できません。</translation>
    </message>
</context>
<context>
    <name>KnownHostsReader</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1、%2 行目: %3</translation>
    </message>
    <message>
        <source>unknown marker %1</source>
        <translation>不明なマーカー %1</translation>
    </message>
    <message>
        <source>a host, a key type and a key are expected</source>
        <translation>ホスト、鍵の種類、鍵が必要です</translation>
    </message>
    <message>
        <source>the hashed host name is damaged</source>
        <translation>ハッシュ化されたホスト名が壊れています</translation>
    </message>
    <message>
        <source>the %1 key is damaged</source>
        <translation>%1 鍵が壊れています</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
</context>
<context>
    <name>NcclInspectorParser</name>
    <message>
        <source>expected a JSON object per record, as the NCCL Inspector writes them</source>
        <translation>NCCL Inspector が書き出すとおり、レコードごとに JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <source>the file holds no NCCL Inspector records</source>
        <translation>ファイルに NCCL Inspector のレコードがありません</translation>
    </message>
    <message numerus="yes">
        <source>none of the %n JSON object(s) is an NCCL Inspector record with "coll_perf" or "p2p_perf"</source>
        <translation>
            <numerusform>%n 個の JSON オブジェクトのどれも "coll_perf" または "p2p_perf" を持つ NCCL Inspector のレコードではありません</numerusform>
        </translation>
    </message>
    <message>
        <source>expected an object for "%1"</source>
        <translation>"%1" にはオブジェクトが必要です</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2 for "%3"</source>
        <translation>"%3" には %1 から %2 までの整数が必要です</translation>
    </message>
    <message>
        <source>the NCCL Inspector record that starts here has no "%1"</source>
        <translation>ここから始まる NCCL Inspector のレコードに "%1" がありません</translation>
    </message>
    <message>
        <source>a record holds both "coll_perf" and "p2p_perf"</source>
        <translation>1 つのレコードに "coll_perf" と "p2p_perf" の両方があります</translation>
    </message>
    <message>
        <source>the rank %1 in "header.rank" is not below "header.n_ranks" (%2)</source>
        <translation>"header.rank" のランク %1 が "header.n_ranks" (%2) 未満ではありません</translation>
    </message>
    <message>
        <source>expected the operation's name for "%1"</source>
        <translation>"%1" には操作名が必要です</translation>
    </message>
    <message>
        <source>expected a message size in bytes for "%1"</source>
        <translation>"%1" にはバイト単位のメッセージサイズが必要です</translation>
    </message>
    <message>
        <source>expected a time in microseconds for "%1"</source>
        <translation>"%1" にはマイクロ秒単位の時間が必要です</translation>
    </message>
    <message>
        <source>"header.n_ranks" is %1, but earlier records of the same communicator say %2</source>
        <translation>"header.n_ranks" は %1 ですが、同じコミュニケーターの以前のレコードでは %2 です</translation>
    </message>
    <message>
        <source>the message size %1 times %2 ranks is too large</source>
        <translation>メッセージサイズ %1 × %2 ランクは大きすぎます</translation>
    </message>
    <message numerus="yes">
        <source>NCCL Inspector records of communicator %1, rank %2 of %3: %n call(s). Each time is this rank's kernel time of one call (its slowest channel), not a time over all ranks; the statistics and samples of each size are computed from them.</source>
        <translation>
            <numerusform>コミュニケーター %1、ランク %2 / %3 の NCCL Inspector レコード: 呼び出し %n 回。各時間はこのランクでの 1 回の呼び出しのカーネル時間 (最も遅いチャネル) で、全ランクを通した時間ではありません。各サイズの統計とサンプルはこれらから計算しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>The Inspector gives the per-rank message size of %1; the sizes are stored as that size times %2 ranks, as nccl-tests prints them.</source>
        <translation>Inspector は %1 のメッセージサイズをランクごとに示します。サイズは nccl-tests の表示と同じく、その値 × %2 ランクとして保存しました。</translation>
    </message>
    <message>
        <source>algbw and busbw are computed from each size's average time, with the factors the Inspector and nccl-tests use.</source>
        <translation>algbw と busbw は各サイズの平均時間から、Inspector と nccl-tests が使う係数で計算しています。</translation>
    </message>
    <message>
        <source>The Inspector computes no bandwidth for %1: algbw and busbw are not reported.</source>
        <translation>Inspector は %1 の帯域幅を計算しないため、algbw と busbw はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) were timed on the CPU (kernel_cpu or collective_cpu), not by the GPU's clock.</source>
        <translation>
            <numerusform>%n 回の呼び出しは GPU のクロックではなく CPU で計測されました (kernel_cpu または collective_cpu)。</numerusform>
        </translation>
    </message>
    <message>
        <source>The Inspector does not check the data it moves: results are unverified. It leaves out calls smaller than NCCL_INSPECTOR_DUMP_MIN_SIZE_BYTES (8192 bytes by default).</source>
        <translation>Inspector は転送するデータを検証しないため、結果は未検証です。NCCL_INSPECTOR_DUMP_MIN_SIZE_BYTES (既定 8192 バイト) より小さい呼び出しは記録されません。</translation>
    </message>
    <message>
        <source>more than %1 pairs of communicator and operation; the import reads at most %1 from one file</source>
        <translation>コミュニケーターと操作の組み合わせが %1 を超えています。1 つのファイルから読み込めるのは最大 %1 です</translation>
    </message>
</context>
<context>
    <name>NcclTestsJsonParser</name>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>expected %1 for "%2"</source>
        <translation>"%2" には%1が必要です</translation>
    </message>
    <message>
        <source>expected a JSON object as written by nccl-tests -J</source>
        <translation>nccl-tests -J が出力する形式の JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <source>nccl-tests reported: %1</source>
        <translation>nccl-tests の報告: %1</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>JSON ドキュメントの終わりの後に余分なテキストがあります</translation>
    </message>
    <message>
        <source>the file has no "results" entries; expected the JSON that nccl-tests -J writes</source>
        <translation>ファイルに "results" の項目がありません。nccl-tests -J が出力する JSON が必要です</translation>
    </message>
    <message>
        <source>The file does not name the collective.</source>
        <translation>ファイルに集団通信の種類が記載されていません。</translation>
    </message>
    <message>
        <source>The file does not name the collective; "%1" was taken from the file name.</source>
        <translation>ファイルに集団通信の種類が記載されていないため、ファイル名から「%1」と判断しました。</translation>
    </message>
    <message>
        <source>Per-rank samples are per process (the slowest GPU of each process), as nccl-tests records them.</source>
        <translation>ランクごとのサンプルは、nccl-tests の記録どおりプロセス単位です (各プロセスで最も遅い GPU の値)。</translation>
    </message>
    <message>
        <source>expected a size in bytes for "size"</source>
        <translation>"size" にはバイト単位のサイズが必要です</translation>
    </message>
    <message>
        <source>a "results" entry has no "size"; expected size, count, type, out_of_place and in_place</source>
        <translation>"results" の項目に "size" がありません。size、count、type、out_of_place、in_place が必要です</translation>
    </message>
    <message>
        <source>a "results" entry has neither "out_of_place" nor "in_place" timings</source>
        <translation>"results" の項目に "out_of_place" と "in_place" のどちらの時間もありません</translation>
    </message>
</context>
<context>
    <name>NcclTestsTextParser</name>
    <message>
        <source>no nccl-tests result table found: expected a header line "#  size  count  type ..." followed by result rows</source>
        <translation>nccl-tests の結果表が見つかりません。ヘッダー行 "#  size  count  type ..." とそれに続く結果行が必要です</translation>
    </message>
    <message>
        <source>an "Out of bounds values" footer without a result table before it</source>
        <translation>前に結果表のない "Out of bounds values" フッターがあります</translation>
    </message>
    <message>
        <source>expected "Out of bounds values : N OK|FAILED", found %1</source>
        <translation>"Out of bounds values : N OK|FAILED" が必要ですが、%1 が見つかりました</translation>
    </message>
    <message>
        <source>an "Avg bus bandwidth" footer without a result table before it</source>
        <translation>前に結果表のない "Avg bus bandwidth" フッターがあります</translation>
    </message>
    <message>
        <source>expected "Avg bus bandwidth : X", found %1</source>
        <translation>"Avg bus bandwidth : X" が必要ですが、%1 が見つかりました</translation>
    </message>
    <message>
        <source>Errors marked with an asterisk exceeded the tool's threshold and count as failed.</source>
        <translation>アスタリスクの付いたエラーはツールのしきい値を超えたもので、失敗として扱われます。</translation>
    </message>
    <message>
        <source>nccl-tests reported: %1</source>
        <translation>nccl-tests の報告: %1</translation>
    </message>
    <message>
        <source>expected a whole number after "%1" in the "# nThread" line, found %2</source>
        <translation>"# nThread" 行の "%1" の後には整数が必要ですが、%2 が見つかりました</translation>
    </message>
    <message>
        <source>expected a device line "#  Rank N [Group G] Pid P on HOST device D [BUS] NAME", found %1</source>
        <translation>デバイス行 "#  Rank N [Group G] Pid P on HOST device D [BUS] NAME" が必要ですが、%1 が見つかりました</translation>
    </message>
    <message>
        <source>unexpected column header: expected "size count type [redop] [root] time algbw busbw #wrong time algbw busbw #wrong", found "%1"</source>
        <translation>予期しない列見出しです。"size count type [redop] [root] time algbw busbw #wrong time algbw busbw #wrong" が必要ですが、「%1」が見つかりました</translation>
    </message>
    <message>
        <source>expected a number in column %1 (%2), found %3</source>
        <translation>%1 列目 (%2) には数値が必要ですが、%3 が見つかりました</translation>
    </message>
    <message>
        <source>expected a number or N/A in column %1 (%2), found %3</source>
        <translation>%1 列目 (%2) には数値または N/A が必要ですが、%3 が見つかりました</translation>
    </message>
    <message>
        <source>expected a whole number of wrong elements in column %1, found %2</source>
        <translation>%1 列目には誤った要素の数 (整数) が必要ですが、%2 が見つかりました</translation>
    </message>
    <message>
        <source>expected %1 fields in a result row, as the header at line %2 announces; found %3</source>
        <translation>%2 行目のヘッダーのとおり、結果行には %1 個のフィールドが必要ですが、%3 個でした</translation>
    </message>
    <message>
        <source>expected the root rank in column %1, found %2</source>
        <translation>%1 列目にはルートランクが必要ですが、%2 が見つかりました</translation>
    </message>
    <message>
        <source>the result table that starts here has no result rows</source>
        <translation>ここから始まる結果表に結果行がありません</translation>
    </message>
    <message>
        <source>The log does not name the collective; "%1" was taken from the file name.</source>
        <translation>ログに集団通信の種類が記載されていないため、ファイル名から「%1」と判断しました。</translation>
    </message>
    <message>
        <source>The log does not name the collective.</source>
        <translation>ログに集団通信の種類が記載されていません。</translation>
    </message>
    <message>
        <source>The device list is shortened ("...") in the log; the number of ranks and nodes is unknown.</source>
        <translation>ログ内のデバイス一覧が省略されている ("...") ため、ランク数とノード数は不明です。</translation>
    </message>
    <message>
        <source>The sweep repeats %1 times (-N cycles).</source>
        <translation>スイープは %1 回繰り返されます (-N サイクル)。</translation>
    </message>
    <message>
        <source>Old "error" column: a row passed when its error is within nccl-tests' own tolerance for the data type.</source>
        <translation>旧形式の "error" 列: 誤差がそのデータ型に対する nccl-tests 自身の許容範囲内であれば、その行は合格です。</translation>
    </message>
    <message>
        <source>Per-iteration columns (-I): the standard deviation is derived from i_cv% and the time column; i_p99 equals i_max below 100 iterations.</source>
        <translation>反復ごとの列 (-I): 標準偏差は i_cv% と時間列から算出します。反復回数が 100 未満の場合、i_p99 は i_max と同じです。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) that are not nccl-tests output (NCCL INFO/WARN, launcher messages) were skipped.</source>
        <translation>
            <numerusform>nccl-tests の出力ではない %n 行 (NCCL INFO/WARN、ランチャーのメッセージ) をスキップしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the size in bytes in column 1 (size), a whole number from 0 to %1, found %2</source>
        <translation>1 列目 (size) にはバイト単位のサイズ (0 から %1 までの整数) が必要ですが、%2 が見つかりました</translation>
    </message>
    <message>
        <source>expected the element count in column 2 (count), a whole number from 0 to %1, found %2</source>
        <translation>2 列目 (count) には要素数 (0 から %1 までの整数) が必要ですが、%2 が見つかりました</translation>
    </message>
    <message>
        <source>Old %1 bandwidth (nccl-tests before June 2020, shown from line %2 on): algbw was printed equal to busbw, size / time x (n-1)/n. algbw is recomputed as size / time, today's definition; busbw, which that change left as it was, is kept as printed.</source>
        <translation>旧方式の %1 帯域幅 (2020 年 6 月より前の nccl-tests、%2 行目以降で判明): algbw が busbw と同じ値 (サイズ / 時間 × (n-1)/n) で出力されています。algbw は現在の定義どおりサイズ / 時間で再計算し、この変更の影響を受けない busbw は出力のまま保持しました。</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) were stored before the old bandwidth showed; their algbw is as printed.</source>
        <translation>
            <numerusform>旧方式の帯域幅が判明する前に最初の %n 行が保存されたため、それらの algbw は出力のままです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OsuTextParser</name>
    <message>
        <source>no OSU result table found: expected a title "# OSU MPI ... Test vX.Y", a header "# Size ..." and result rows</source>
        <translation>OSU の結果表が見つかりません。タイトル "# OSU MPI ... Test vX.Y"、ヘッダー "# Size ..."、結果行が必要です</translation>
    </message>
    <message>
        <source>unknown column %1 in the OSU header; expected columns among: %2</source>
        <translation>OSU のヘッダーに不明な列 %1 があります。使用できる列: %2</translation>
    </message>
    <message>
        <source>expected the OSU header to start with "Size" and name at least one result column</source>
        <translation>OSU のヘッダーは "Size" で始まり、少なくとも 1 つの結果列を含む必要があります</translation>
    </message>
    <message>
        <source>expected %1 fields in a result row, as the header at line %2 announces; found %3</source>
        <translation>%2 行目のヘッダーのとおり、結果行には %1 個のフィールドが必要ですが、%3 個でした</translation>
    </message>
    <message>
        <source>expected Pass or Fail in column %1, found %2</source>
        <translation>%1 列目には Pass または Fail が必要ですが、%2 が見つかりました</translation>
    </message>
    <message>
        <source>expected a number in column %1, found %2</source>
        <translation>%1 列目には数値が必要ですが、%2 が見つかりました</translation>
    </message>
    <message>
        <source>the OSU test before this line has no "# Size ..." header</source>
        <translation>この行より前の OSU テストに "# Size ..." ヘッダーがありません</translation>
    </message>
    <message>
        <source>the OSU test before this line has no result rows</source>
        <translation>この行より前の OSU テストに結果行がありません</translation>
    </message>
    <message>
        <source>OSU's minimum and maximum are taken across ranks, over each rank's average latency; they are not per-iteration extremes.</source>
        <translation>OSU の最小値と最大値は、各ランクの平均レイテンシをランク間で比較したものであり、反復ごとの極値ではありません。</translation>
    </message>
    <message>
        <source>OSU's percentiles are taken over rank-averaged iterations, not per-rank tails.</source>
        <translation>OSU のパーセンタイルはランク間で平均した反復に対するもので、ランクごとのテールではありません。</translation>
    </message>
    <message>
        <source>The P90 column is not kept: the result model holds p50, p95, p99 and p99.9.</source>
        <translation>P90 列は保持されません。結果モデルが扱うのは p50、p95、p99、p99.9 です。</translation>
    </message>
    <message>
        <source>The run was not validated (no -c): results are unverified.</source>
        <translation>実行は検証されていません (-c なし)。結果は未検証です。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) that are not OSU output (launcher and system messages) were skipped.</source>
        <translation>
            <numerusform>OSU の出力ではない %n 行 (ランチャーやシステムのメッセージ) をスキップしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the size in bytes in column %1 (Size), a whole number from 0 to %2, found %3</source>
        <translation>%1 列目 (Size) にはバイト単位のサイズ (0 から %2 までの整数) が必要ですが、%3 が見つかりました</translation>
    </message>
    <message>
        <source>The OSU startup test "%1" in the same file prints no result table; it was not imported.</source>
        <translation>同じファイル内の OSU 起動テスト "%1" は結果表を出力しないため、インポートされませんでした。</translation>
    </message>
    <message>
        <source>expected an OSU title "# OSU MPI &lt;name&gt; Test [vX.Y]", found %1</source>
        <translation>OSU のタイトル "# OSU MPI &lt;name&gt; Test [vX.Y]" が必要ですが、%1 が見つかりました</translation>
    </message>
</context>
<context>
    <name>PerftestJsonParser</name>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>JSON ドキュメントの終わりの後に余分なテキストがあります</translation>
    </message>
    <message>
        <source>no perftest results found: expected objects with "MsgSize" and t_* or BW_* values, as perftest --out_json writes them</source>
        <translation>perftest の結果が見つかりません。perftest --out_json が出力するような、"MsgSize" と t_* または BW_* の値を持つオブジェクトが必要です</translation>
    </message>
    <message>
        <source>perftest does not check the data it moves: results are unverified.</source>
        <translation>perftest は転送したデータを検証しないため、結果は未検証です。</translation>
    </message>
    <message>
        <source>The JSON file does not name the test; it is recorded as "%1".</source>
        <translation>JSON ファイルにテスト名がないため、「%1」として記録します。</translation>
    </message>
    <message>
        <source>expected a JSON object as perftest --out_json writes it</source>
        <translation>perftest --out_json が出力する形式の JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <source>expected a message size in bytes for "MsgSize"</source>
        <translation>"MsgSize" にはバイト単位のメッセージサイズが必要です</translation>
    </message>
    <message>
        <source>a result with "MsgSize" has neither t_avg, t_typical nor BW_average</source>
        <translation>"MsgSize" を持つ結果に t_avg、t_typical、BW_average のいずれもありません</translation>
    </message>
</context>
<context>
    <name>PerftestTextParser</name>
    <message>
        <source>no perftest result table found: expected a header line "#bytes #iterations ..." followed by result rows</source>
        <translation>perftest の結果表が見つかりません。ヘッダー行 "#bytes #iterations ..." とそれに続く結果行が必要です</translation>
    </message>
    <message>
        <source>perftest does not check the data it moves: results are unverified.</source>
        <translation>perftest は転送したデータを検証しないため、結果は未検証です。</translation>
    </message>
    <message>
        <source>perftest drops the two slowest samples; t_typical is the median, and WRITE/SEND latencies are half the round trip.</source>
        <translation>perftest は最も遅い 2 つのサンプルを除外します。t_typical は中央値で、WRITE/SEND のレイテンシは往復時間の半分です。</translation>
    </message>
    <message>
        <source>Bandwidth is the BW average column; MB/sec is read as 2^20 bytes per second, as perftest computes it.</source>
        <translation>帯域幅は BW average 列の値です。MB/sec は perftest の計算どおり毎秒 2^20 バイトとして読み取ります。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) that are not perftest output (CPU frequency warnings and similar) were skipped.</source>
        <translation>
            <numerusform>perftest の出力ではない %n 行 (CPU 周波数の警告など) をスキップしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown column %1 in the perftest header; expected columns among: %2</source>
        <translation>perftest のヘッダーに不明な列 %1 があります。使用できる列: %2</translation>
    </message>
    <message>
        <source>unknown bandwidth unit in %1; expected MB/sec, MiB/sec or Gb/sec</source>
        <translation>%1 の帯域幅の単位が不明です。MB/sec、MiB/sec、Gb/sec のいずれかが必要です</translation>
    </message>
    <message>
        <source>expected the perftest header to start with #bytes and name result columns</source>
        <translation>perftest のヘッダーは #bytes で始まり、結果列を含む必要があります</translation>
    </message>
    <message>
        <source>expected %1 fields in a result row, as the header at line %2 announces; found %3</source>
        <translation>%2 行目のヘッダーのとおり、結果行には %1 個のフィールドが必要ですが、%3 個でした</translation>
    </message>
    <message>
        <source>expected a number in column %1, found %2</source>
        <translation>%1 列目には数値が必要ですが、%2 が見つかりました</translation>
    </message>
    <message>
        <source>expected the size in bytes in column %1 (#bytes), a whole number from 0 to %2, found %3</source>
        <translation>%1 列目 (#bytes) にはバイト単位のサイズ (0 から %2 までの整数) が必要ですが、%3 が見つかりました</translation>
    </message>
    <message>
        <source>The log holds the same result table more than once (server and client output captured together); it is imported once.</source>
        <translation>ログに同じ結果表が複数回含まれています（サーバーとクライアントの出力を一緒に記録したもの）。1 回だけインポートします。</translation>
    </message>
    <message>
        <source>the result table that starts here has no result rows</source>
        <translation>ここから始まる結果表に結果行がありません</translation>
    </message>
</context>
<context>
    <name>PrivilegeCheck</name>
    <message>
        <source>the connection's host</source>
        <translation>接続先のホスト</translation>
    </message>
    <message>
        <source>%1 is not a fault kind this agent knows.</source>
        <translation>%1 はこのエージェントが知っている障害の種類ではありません。</translation>
    </message>
    <message>
        <source>Correct the step's --kind.</source>
        <translation>ステップの --kind を修正してください。</translation>
    </message>
    <message>
        <source>%1 cannot create %2: its folder is not writable.</source>
        <translation>%1 は %2 を作成できません：フォルダーに書き込めません。</translation>
    </message>
    <message>
        <source>Give --path a folder the user can write, such as its home or a scratch folder.</source>
        <translation>--path には、ホームやスクラッチ用フォルダーなど、そのユーザーが書き込めるフォルダーを指定してください。</translation>
    </message>
    <message>
        <source>Binding the load to its interface needs CAP_NET_RAW on kernels before 5.7 (%1 runs %2.%3), and %4 lacks it.</source>
        <translation>5.7 より前のカーネルでは、負荷をインターフェースにバインドするのに CAP_NET_RAW が必要です（%1 のカーネルは %2.%3）。%4 にはその権限がありません。</translation>
    </message>
    <message>
        <source>Ask the provider for a drill, or for CAP_NET_RAW.</source>
        <translation>プロバイダーにドリル（障害訓練）または CAP_NET_RAW を依頼してください。</translation>
    </message>
    <message>
        <source>%1 is not installed on %2.</source>
        <translation>%1 は %2 にインストールされていません。</translation>
    </message>
    <message>
        <source>Install %1 on the node, or ask the provider for a drill.</source>
        <translation>ノードに %1 をインストールするか、プロバイダーにドリル（障害訓練）を依頼してください。</translation>
    </message>
    <message>
        <source>%1 runs %2, which needs root; %3 is not root, and sudo -n does not allow %2.</source>
        <translation>%1 は %2 を実行し、それには root が必要です。%3 は root ではなく、sudo -n でも %2 は許可されていません。</translation>
    </message>
    <message>
        <source>A sudo rule "%1" in /etc/sudoers.d on the node, or ask the provider for a drill.</source>
        <translation>ノードの /etc/sudoers.d に sudo ルール「%1」を追加するか、プロバイダーにドリル（障害訓練）を依頼してください。</translation>
    </message>
    <message>
        <source>%1 runs %2, which needs root or %3; %4 is not root, lacks %3, and sudo -n does not allow %2.</source>
        <translation>%1 は %2 を実行し、それには root または %3 が必要です。%4 は root ではなく、%3 も持たず、sudo -n でも %2 は許可されていません。</translation>
    </message>
    <message>
        <source>Step %1 (%2 on %3) cannot run as %4: %5 What would make it run: %6</source>
        <translation>ステップ %1（%3 上の %2）は %4 として実行できません：%5 実行できるようにするには：%6</translation>
    </message>
</context>
<context>
    <name>ProgressReader</name>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%2 件中 %1 件回答済み</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>候補 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 candidates complete</source>
        <translation>%2 候補中 %1 候補が完了</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 answered, %n red flag(s)</source>
        <translation>
            <numerusform>%2 件中 %1 件回答済み、警告 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan run(s)</source>
        <translation>
            <numerusform>プラン実行 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter reading(s)</source>
        <translation>
            <numerusform>カウンター読み取り %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>inputs for %1 of %2 candidates</source>
        <translation>%2 候補中 %1 候補に入力あり</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%n own run(s)</source>
        <translation>
            <numerusform>自社測定 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s)</source>
        <translation>
            <numerusform>ベンダーの主張 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Complete when every triage question has an answer.</source>
        <translation>トリアージの質問にすべて回答すると完了です。</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) without an answer</source>
        <translation>
            <numerusform>未回答の質問 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Complete when the project has a candidate; a decision compares two or more.</source>
        <translation>プロジェクトに候補が 1 つあれば完了です。決定では 2 つ以上を比較します。</translation>
    </message>
    <message>
        <source>No candidate yet.</source>
        <translation>まだ候補がありません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 questions without an answer</source>
        <translation>%1: %3 問中 %2 問が未回答</translation>
    </message>
    <message>
        <source>Complete when every field of each candidate's declared test BOM is filled.</source>
        <translation>各候補の申告テスト BOM のすべての項目が入力されると完了です。</translation>
    </message>
    <message>
        <source>Complete when every question has an answer from each candidate's supplier. Red flags do not keep it from complete; the Decision counts them.</source>
        <translation>各候補のサプライヤーがすべての質問に回答すると完了です。レッドフラグがあっても完了になりますが、決定で数えられます。</translation>
    </message>
    <message>
        <source>Complete when every candidate has an own measurement of its cluster. Supplier claims and runs on this computer do not count.</source>
        <translation>すべての候補について、そのクラスターの自社測定があると完了です。サプライヤーの主張とこのコンピューター上の実行は数えません。</translation>
    </message>
    <message>
        <source>Complete when an acceptance plan has run for every candidate.</source>
        <translation>すべての候補について受け入れ計画を実行すると完了です。</translation>
    </message>
    <message>
        <source>Nothing here is required: counter readings explain what the benchmarks and faults measured.</source>
        <translation>ここで必須のものはありません。カウンターの読み取り値は、ベンチマークと障害で測定した内容を説明します。</translation>
    </message>
    <message>
        <source>Complete when every candidate has cost inputs; the Cost page names the ones its figures still need.</source>
        <translation>すべての候補にコスト入力があると完了です。まだ必要な入力はコストページに表示されます。</translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>Candidate %1 no longer exists in %2.</source>
        <translation>候補 %1 は %2 にもう存在しません。</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>読み取れません (%1)</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>SQLite データベースではありません</translation>
    </message>
    <message>
        <source>it is an SQLite database of another application (application id 0x%1)</source>
        <translation>別のアプリケーションの SQLite データベースです (アプリケーション ID 0x%1)</translation>
    </message>
    <message>
        <source>Could not create the project %1: the file cannot be written there.</source>
        <translation>プロジェクト %1 を作成できませんでした: その場所にファイルを書き込めません。</translation>
    </message>
    <message>
        <source>The project file %1 does not exist.</source>
        <translation>プロジェクトファイル %1 が存在しません。</translation>
    </message>
    <message>
        <source>%1 is not a Fabric Workbench project: %2.</source>
        <translation>%1 は Fabric Workbench のプロジェクトではありません: %2。</translation>
    </message>
    <message>
        <source>It was saved by a newer version of Fabric Workbench (file format %1; this version understands up to %2). It is open read-only so that nothing in it is lost. Update Fabric Workbench to edit it.</source>
        <translation>このファイルは新しいバージョンの Fabric Workbench で保存されています (ファイル形式 %1、このバージョンが扱えるのは %2 まで)。内容が失われないよう読み取り専用で開いています。編集するには Fabric Workbench を更新してください。</translation>
    </message>
    <message>
        <source>%1 uses an older file format and must be upgraded, but the file is write-protected.</source>
        <translation>%1 は古いファイル形式のため更新が必要ですが、ファイルが書き込み禁止です。</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 を開けませんでした: %2</translation>
    </message>
    <message>
        <source>Could not upgrade %1 from file format %2 to %3; the file was left unchanged. %4</source>
        <translation>%1 をファイル形式 %2 から %3 へ更新できませんでした。ファイルは変更されていません。%4</translation>
    </message>
    <message>
        <source>Could not read or write %1: %2</source>
        <translation>%1 の読み書きに失敗しました: %2</translation>
    </message>
    <message>
        <source>%1 is open read-only. %2</source>
        <translation>%1 は読み取り専用で開かれています。%2</translation>
    </message>
    <message>
        <source>Connection %1 no longer exists in %2.</source>
        <translation>接続 %1 は %2 にもう存在しません。</translation>
    </message>
    <message>
        <source>The currency of the cost model must not be empty.</source>
        <translation>コストモデルの通貨は空にできません。</translation>
    </message>
    <message>
        <source>%1 cannot be derived from measurements; type it or take it from a quote.</source>
        <translation>%1 は測定値から導出できません。値を入力するか、見積もりから転記してください。</translation>
    </message>
    <message>
        <source>Overriding the derived %1 needs a reason.</source>
        <translation>導出された %1 を上書きするには理由が必要です。</translation>
    </message>
    <message>
        <source>%1 must be a number of 0 or more.</source>
        <translation>%1 は 0 以上の数値にしてください。</translation>
    </message>
    <message>
        <source>%1 is a share between 0 and 1 (0 % to 100 %).</source>
        <translation>%1 は 0 から 1 までの割合です (0 % から 100 %)。</translation>
    </message>
    <message>
        <source>A weight must be a number of 0 or more.</source>
        <translation>重みは 0 以上の数値にしてください。</translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation>基準には名前が必要です。</translation>
    </message>
    <message>
        <source>Criterion %1 no longer exists in %2.</source>
        <translation>基準 %1 は %2 にもう存在しません。</translation>
    </message>
    <message>
        <source>A score runs from 0 to 10.</source>
        <translation>スコアの範囲は 0 から 10 です。</translation>
    </message>
    <message>
        <source>The uncertainty of a score must be 0 or more.</source>
        <translation>スコアの不確かさは 0 以上にしてください。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB and cannot be attached.</source>
        <translation>%1 は %2 MiB を超えているため添付できません。</translation>
    </message>
    <message>
        <source>An acceptance threshold must be a number of 0 or more (ranks and nodes: 1 or more), or empty.</source>
        <translation>受け入れしきい値は 0 以上の数値 (ランク数とノード数は 1 以上) か空欄にしてください。</translation>
    </message>
    <message>
        <source>A typed score that overrides the automatic one needs a reason.</source>
        <translation>自動スコアを上書きする入力スコアには理由が必要です。</translation>
    </message>
    <message>
        <source>The file is write-protected.</source>
        <translation>ファイルは書き込み禁止です。</translation>
    </message>
    <message>
        <source>The folder it is in cannot be written (a read-only drive or share, or no permission); it is shown as it is on disk.</source>
        <translation>ファイルのあるフォルダーに書き込めません（読み取り専用のドライブや共有、または権限がありません）。ディスク上の状態のまま表示します。</translation>
    </message>
    <message>
        <source>Run %1 is not stored, so the answer to %2 cannot be linked to it.</source>
        <translation>ラン %1 は保存されていないため、%2 への回答をリンクできません。</translation>
    </message>
    <message>
        <source>Plan run %1 is not stored, so the answer to %2 cannot be linked to its step %3.</source>
        <translation>プラン実行 %1 が保存されていないため、%2 の回答をそのステップ %3 にリンクできません。</translation>
    </message>
    <message>
        <source>the database driver is not SQLite's</source>
        <translation>データベースドライバーが SQLite のものではありません</translation>
    </message>
    <message>
        <source>A price line needs a line number of 1 or more.</source>
        <translation>価格行には 1 以上の行番号が必要です。</translation>
    </message>
    <message>
        <source>%1 is computed by the cost model and cannot be quoted.</source>
        <translation>%1 はコストモデルが計算するため、見積りできません。</translation>
    </message>
    <message>
        <source>Price line %1: the unit price and the quantity must be numbers of 0 or more.</source>
        <translation>価格行 %1: 単価と数量は 0 以上の数値でなければなりません。</translation>
    </message>
    <message>
        <source>Price line %1: "%2" is not a currency code such as EUR or USD.</source>
        <translation>価格行 %1: 「%2」は EUR や USD のような通貨コードではありません。</translation>
    </message>
    <message>
        <source>Price line %1: the term must be 1 month or more.</source>
        <translation>価格行 %1: 契約期間は 1 か月以上でなければなりません。</translation>
    </message>
    <message>
        <source>Price line %1: the lead time must be 0 weeks or more.</source>
        <translation>価格行 %1: リードタイムは 0 週以上でなければなりません。</translation>
    </message>
    <message>
        <source>"%1" is not a currency code such as EUR or USD.</source>
        <translation>「%1」は EUR や USD のような通貨コードではありません。</translation>
    </message>
    <message>
        <source>%1 is the project's own currency; it needs no exchange rate.</source>
        <translation>%1 はプロジェクト自身の通貨のため、為替レートは不要です。</translation>
    </message>
    <message>
        <source>An exchange rate must be a number greater than 0.</source>
        <translation>為替レートは 0 より大きい数値でなければなりません。</translation>
    </message>
    <message>
        <source>An exchange rate needs the date it is from.</source>
        <translation>為替レートにはその日付が必要です。</translation>
    </message>
    <message numerus="yes">
        <source>%n price line(s) are in %1; the rate is needed to convert them.</source>
        <translation>
            <numerusform>%n 件の価格行が %1 建てです。換算にこのレートが必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Changes saved in %1 that are not yet in the file itself cannot be read here and are not shown.</source>
        <translation>%1 に保存され、まだファイル本体に入っていない変更は、ここでは読み取れないため表示されません。</translation>
    </message>
    <message>
        <source>another program kept using the project</source>
        <translation>別のプログラムがプロジェクトを使い続けていました</translation>
    </message>
    <message>
        <source>The change is saved, but %1 alone is not yet complete (%2): until the project is next opened or changed with that resolved, part of it is kept in %3 beside it. Copy both files together, or free the space and open the project again, which completes the file.</source>
        <translation>変更は保存されましたが、%1 単体ではまだ完全ではありません（%2）。原因が解消された状態でプロジェクトを次に開くか変更するまで、その一部は隣の %3 に保持されます。両方のファイルを一緒にコピーするか、空き容量を確保してプロジェクトを開き直してください。開き直すとファイルが完全になります。</translation>
    </message>
    <message>
        <source>The share of the line rate must be between 0 and 100 %, or empty.</source>
        <translation>回線速度に対する割合は 0～100 % の範囲で指定するか、空欄にしてください。</translation>
    </message>
    <message>
        <source>Lowering the line-rate floor below %1 % needs a reason; the report shows it.</source>
        <translation>回線速度の下限を %1 % 未満に下げるには理由が必要です。理由はレポートに記載されます。</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1(プロセス %2)</translation>
    </message>
    <message>
        <source>a program</source>
        <translation>あるプログラム</translation>
    </message>
    <message>
        <source>Waiting for another program (an import, another window or a command) to finish writing %1…</source>
        <translation>別のプログラム(インポート、別のウィンドウ、またはコマンド)が %1 への書き込みを終えるのを待っています…</translation>
    </message>
    <message>
        <source>Waiting for %2 to finish writing %1…</source>
        <translation>%2 が %1 への書き込みを終えるのを待っています…</translation>
    </message>
    <message>
        <source>%2 is writing %1 and did not finish within 5 seconds; nothing was changed. Try again when it has finished.</source>
        <translation>%2 が %1 に書き込み中で、5 秒以内に終わりませんでした。何も変更していません。書き込みが終わってから再度お試しください。</translation>
    </message>
    <message>
        <source>Another program (an import, another window or a command)</source>
        <translation>別のプログラム(インポート、別のウィンドウ、またはコマンド)</translation>
    </message>
</context>
<context>
    <name>RunDependent</name>
    <message>
        <source>Dispatch %1 measured it; the dispatch keeps its raw stream and loses the link.</source>
        <translation>ディスパッチ %1 で測定されました。ディスパッチは生のストリームを保持し、リンクだけが失われます。</translation>
    </message>
    <message>
        <source>Plan run %1 ("%2") measured it in step %3 (%4); the plan's results read it.</source>
        <translation>プラン実行 %1 (「%2」) のステップ %3 (%4) で測定されました。プランの結果がこれを参照します。</translation>
    </message>
    <message>
        <source>The answer of %1 to question %2 cites it as evidence.</source>
        <translation>%1 の質問 %2 への回答が、これを根拠として挙げています。</translation>
    </message>
    <message>
        <source>It froze the BOM of %1 as declared on %2; the frozen BOM goes with it.</source>
        <translation>%2 時点で申告された %1 の部品表を固定しています。固定された部品表は実行と一緒に削除されます。</translation>
    </message>
    <message>
        <source>The Cost page counts it in the acceptance rate of %1.</source>
        <translation>コストページは、これを %1 の受け入れ率に数えています。</translation>
    </message>
    <message>
        <source>The Decision page scores %1 on it (latency and bandwidth).</source>
        <translation>判断ページは、これに基づいて %1 を評価しています (レイテンシと帯域幅)。</translation>
    </message>
</context>
<context>
    <name>RunFailureText</name>
    <message>
        <source>before its first result</source>
        <translation>最初の結果の前</translation>
    </message>
    <message>
        <source>while measuring %1 bytes</source>
        <translation>%1 バイトの測定中</translation>
    </message>
    <message>
        <source>after %1 bytes, the last size it completed</source>
        <translation>最後に完了したサイズ %1 バイトの後</translation>
    </message>
    <message>
        <source>"%1" at line %2, %3</source>
        <translation>%2 行目の「%1」（%3）</translation>
    </message>
    <message>
        <source>"%1" on %2 at line %3, %4</source>
        <translation>%3 行目、%2 上の「%1」（%4）</translation>
    </message>
    <message numerus="yes">
        <source>The run failed: the log reports %1. Only the %n result row(s) before the failure are kept, and the run counts as a failed attempt.</source>
        <translation>
            <numerusform>実行は失敗しました: ログは %1 を報告しています。失敗前の %n 件の結果行だけを保持し、この実行は失敗した試行として数えます。</numerusform>
        </translation>
    </message>
    <message>
        <source>the run failed: %1 reports %2. The log holds no complete result, so nothing was imported; salvaging keeps it as a failed run</source>
        <translation>実行は失敗しました: %1 は %2 を報告しています。ログには完全な結果がないため何もインポートしていません。救済インポートでは失敗した実行として保持します</translation>
    </message>
</context>
<context>
    <name>RunProgress</name>
    <message>
        <source>Line %1 is not a JSON object: %2</source>
        <translation>%1 行目は JSON オブジェクトではありません: %2</translation>
    </message>
    <message>
        <source>Error (line %1): %2</source>
        <translation>エラー (%1 行目): %2</translation>
    </message>
    <message>
        <source>Warning (line %1): %2</source>
        <translation>警告 (%1 行目): %2</translation>
    </message>
</context>
<context>
    <name>SshSession</name>
    <message>
        <source>%1 on %2 failed: %3</source>
        <translation>%2 での %1 に失敗しました: %3</translation>
    </message>
    <message>
        <source>Cannot start an SSH session (out of memory).</source>
        <translation>SSH セッションを開始できません (メモリ不足)。</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>Reading the host key</source>
        <translation>ホスト鍵を読み取り中</translation>
    </message>
    <message>
        <source>Hashing the host key</source>
        <translation>ホスト鍵のハッシュを計算中</translation>
    </message>
    <message>
        <source>The connection to %1 uses ssh-agent, but no agent is running (SSH_AUTH_SOCK is not set).</source>
        <translation>%1 への接続は ssh-agent を使用しますが、エージェントが実行されていません (SSH_AUTH_SOCK が設定されていません)。</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>ファイルを読み取れません</translation>
    </message>
    <message>
        <source>it needs a passphrase</source>
        <translation>パスフレーズが必要です</translation>
    </message>
    <message>
        <source>the passphrase is wrong or the format unknown</source>
        <translation>パスフレーズが正しくないか、形式が不明です</translation>
    </message>
    <message>
        <source>Cannot use the key file %1: %2.</source>
        <translation>鍵ファイル %1 を使用できません: %2。</translation>
    </message>
    <message>
        <source>Authentication</source>
        <translation>認証</translation>
    </message>
    <message>
        <source>%1 refused the key of user %2 (%3).</source>
        <translation>%1 がユーザー %2 の鍵を拒否しました (%3)。</translation>
    </message>
    <message>
        <source>from ssh-agent</source>
        <translation>ssh-agent から</translation>
    </message>
    <message>
        <source>Opening a channel</source>
        <translation>チャネルを開いています</translation>
    </message>
    <message>
        <source>Starting a command</source>
        <translation>コマンドを開始しています</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while running: %2</source>
        <translation>実行中に %1 への接続が切断されました: %2</translation>
    </message>
    <message>
        <source>%1 on %2 exited with status %3:
%4</source>
        <translation>%2 の %1 がステータス %3 で終了しました:
%4</translation>
    </message>
    <message>
        <source>Starting SFTP</source>
        <translation>SFTP を開始しています</translation>
    </message>
    <message>
        <source>Creating %1</source>
        <translation>%1 を作成しています</translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation>%1 を書き込んでいます</translation>
    </message>
    <message>
        <source>Closing %1</source>
        <translation>%1 を閉じています</translation>
    </message>
    <message>
        <source>Checking %1 and %2</source>
        <translation>%1 と %2 を確認中</translation>
    </message>
</context>
<context>
    <name>StragglerVerdict</name>
    <message>
        <source>behind the same PCIe switch</source>
        <translation>同じ PCIe スイッチの配下</translation>
    </message>
    <message>
        <source>on the same PCIe root complex</source>
        <translation>同じ PCIe ルートコンプレックス上</translation>
    </message>
    <message>
        <source>on the same NUMA node</source>
        <translation>同じ NUMA ノード上</translation>
    </message>
    <message>
        <source>across NUMA nodes</source>
        <translation>NUMA ノードをまたぐ</translation>
    </message>
    <message>
        <source>its GPU is not known</source>
        <translation>GPU は不明</translation>
    </message>
    <message>
        <source>GPU %1 as the run placed it</source>
        <translation>実行の配置では GPU %1</translation>
    </message>
    <message>
        <source>GPU %1 by local rank order</source>
        <translation>ローカルランク順で GPU %1</translation>
    </message>
    <message>
        <source>(PCI %1)</source>
        <translation>(PCI %1)</translation>
    </message>
    <message>
        <source>no facts for this host</source>
        <translation>このホストのファクトなし</translation>
    </message>
    <message>
        <source>the facts of this host map no NIC to that GPU</source>
        <translation>このホストのファクトにはこの GPU に対応する NIC がない</translation>
    </message>
    <message>
        <source>nearest NIC %1, %2</source>
        <translation>最も近い NIC %1、%2</translation>
    </message>
    <message>
        <source>nearest NIC %1 port %2, %3</source>
        <translation>最も近い NIC %1 ポート %2、%3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>No straggler verdict: it needs per-rank figures at %1 or more sizes of at least %2 iterations; this run has %n.</source>
        <translation>
            <numerusform>ストラグラー判定なし: 反復 %2 回以上のサイズで、ランクごとの値が %1 サイズ以上必要ですが、この実行には %n サイズしかありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Straggler host %1: its ranks are slower than the others at %2 of %3 sizes (median %4% slower, robust z %5); suspect the node or its link.</source>
        <translation>ストラグラーのホスト %1: そのランクは %3 サイズ中 %2 サイズで他より遅い (中央値で %4% 遅い、ロバスト z %5)。ノードまたはそのリンクが疑われます。</translation>
    </message>
    <message numerus="yes">
        <source>%n straggler host(s): %1; their ranks are slower than the others at %2 or more of %3 sizes; suspect those nodes or their links.</source>
        <translation>
            <numerusform>ストラグラーのホスト %n 台: %1。そのランクは %3 サイズ中 %2 サイズ以上で他より遅い。これらのノードまたはそのリンクが疑われます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Straggler rank %1 on %2: slower than the other ranks at %3 of %4 sizes (median %5% slower, robust z %6) while the other ranks of its host are not; %7.</source>
        <translation>ストラグラーのランク %1 (%2): %4 サイズ中 %3 サイズで他のランクより遅い (中央値で %5% 遅い、ロバスト z %6) が、同じホストの他のランクは遅くない。%7。</translation>
    </message>
    <message numerus="yes">
        <source>%n more straggler rank(s).</source>
        <translation>
            <numerusform>ほかにストラグラーのランクが %n 個あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>No straggler: no rank or host is slower than the others at %1 or more of the %2 sizes.</source>
        <translation>ストラグラーなし: %2 サイズ中 %1 サイズ以上で他より遅いランクもホストもありません。</translation>
    </message>
    <message>
        <source>Straggler host %1: in the send_recv ring, the ranks that receive over its link, into the host and out of it, are slower than the others at %2 of %3 sizes (median %4% slower, robust z %5); suspect its link or NIC.</source>
        <translation>ストラグラーのホスト %1: send_recv リングで、そのホストに入るリンクと出るリンクを通して受信するランクが %3 サイズ中 %2 サイズで他より遅い (中央値で %4% 遅い、ロバスト z %5)。そのリンクまたは NIC が疑われます。</translation>
    </message>
</context>
<context>
    <name>SupplierReview</name>
    <message>
        <source>%1, cell %2: %3</source>
        <translation>%1、セル %2：%3</translation>
    </message>
    <message>
        <source>a formula where a value belongs; type the value itself</source>
        <translation>値を入れるべき場所に数式があります。値そのものを入力してください</translation>
    </message>
    <message>
        <source>"%1" is not a value this cell takes</source>
        <translation>「%1」はこのセルに入力できる値ではありません</translation>
    </message>
    <message>
        <source>%1 cannot be negative</source>
        <translation>%1 は負の値にできません</translation>
    </message>
    <message>
        <source>"%1" is not a number; %2 belongs here</source>
        <translation>「%1」は数値ではありません。ここには%2を入力します</translation>
    </message>
    <message>
        <source>The workbook's stamp is damaged: it has no "%1".</source>
        <translation>ワークブックのスタンプが破損しています：「%1」がありません。</translation>
    </message>
    <message>
        <source>The workbook's stamp is damaged: it names no known fabric or language.</source>
        <translation>ワークブックのスタンプが破損しています：既知のファブリックまたは言語が記載されていません。</translation>
    </message>
    <message>
        <source>The workbook was made for another project ("%1"), not this one.</source>
        <translation>このワークブックは別のプロジェクト（「%1」）用に作成されたもので、このプロジェクト用ではありません。</translation>
    </message>
    <message>
        <source>The workbook's stamp was changed after it was sent, so it is not known which candidate it is for. Send the supplier a new workbook.</source>
        <translation>ワークブックのスタンプが送付後に変更されたため、どの候補のものか分かりません。サプライヤーに新しいワークブックを送ってください。</translation>
    </message>
    <message>
        <source>The workbook is for %1, which is no longer a candidate of this project.</source>
        <translation>このワークブックは %1 用ですが、これはもうこのプロジェクトの候補ではありません。</translation>
    </message>
    <message>
        <source>The workbook is for %1, not for %2.</source>
        <translation>このワークブックは %1 用で、%2 用ではありません。</translation>
    </message>
    <message>
        <source>%1 is no longer a %2 offer; send the supplier a new workbook.</source>
        <translation>%1 はもう %2 の提案ではありません。サプライヤーに新しいワークブックを送ってください。</translation>
    </message>
    <message>
        <source>The workbook has lost its sheet "%1".</source>
        <translation>ワークブックからシート「%1」が失われています。</translation>
    </message>
    <message>
        <source>The workbook has no stamp, so it is not known which candidate it is for; name the candidate.</source>
        <translation>ワークブックにスタンプがないため、どの候補のものか分かりません。候補を指定してください。</translation>
    </message>
    <message>
        <source>There is no candidate %1 in the project.</source>
        <translation>プロジェクトに候補 %1 はありません。</translation>
    </message>
    <message numerus="yes">
        <source>The workbook has %n visible sheet(s); a questionnaire and a bill of materials are needed.</source>
        <translation>
            <numerusform>ワークブックの表示シートは %n 枚です。質問票と部品表が必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>the question "%1" is not in the questionnaire</source>
        <translation>質問「%1」は質問票にありません</translation>
    </message>
    <message>
        <source>the question was changed; only the answer cells are yours</source>
        <translation>質問が変更されています。記入できるのは回答セルだけです</translation>
    </message>
    <message>
        <source>"%1" is not a status; choose one of %2</source>
        <translation>「%1」はステータスではありません。%2 から選んでください</translation>
    </message>
    <message>
        <source>the bus bandwidth in GB/s</source>
        <translation>GB/s 単位のバス帯域幅</translation>
    </message>
    <message>
        <source>the message size in MiB</source>
        <translation>MiB 単位のメッセージサイズ</translation>
    </message>
    <message>
        <source>a message size needs the bandwidth measured at it</source>
        <translation>メッセージサイズには、そのサイズで測定した帯域幅が必要です</translation>
    </message>
    <message>
        <source>this cell is locked; only the benchmark question takes figures</source>
        <translation>このセルはロックされています。数値を入力できるのはベンチマークの質問だけです</translation>
    </message>
    <message>
        <source>the field "%1" is not in the bill of materials</source>
        <translation>項目「%1」は部品表にありません</translation>
    </message>
    <message>
        <source>%1 %2 %3 × %4</source>
        <translation>%1 %2 %3 × %4</translation>
    </message>
    <message numerus="yes">
        <source>, term %n month(s)</source>
        <translation>
            <numerusform>、契約期間 %n か月</numerusform>
        </translation>
    </message>
    <message>
        <source>, valid until %1</source>
        <translation>、有効期限 %1</translation>
    </message>
    <message>
        <source>, lead time %1 weeks</source>
        <translation>、リードタイム %1 週</translation>
    </message>
    <message>
        <source>a number where %1 belongs</source>
        <translation>%1 が入るべき箇所に数値があります</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 は日付ではありません</translation>
    </message>
    <message>
        <source>"%1" is not a date; type it as 2027-01-31</source>
        <translation>「%1」は日付ではありません。2027-01-31 の形式で入力してください</translation>
    </message>
    <message>
        <source>a cost component</source>
        <translation>コスト項目</translation>
    </message>
    <message>
        <source>"%1" is not a cost component a supplier can quote; choose one of %2</source>
        <translation>「%1」はサプライヤーが見積りできるコスト項目ではありません。%2 から選んでください</translation>
    </message>
    <message>
        <source>"%1" is not a cost component a supplier can quote</source>
        <translation>「%1」はサプライヤーが見積りできるコスト項目ではありません</translation>
    </message>
    <message>
        <source>the unit price</source>
        <translation>単価</translation>
    </message>
    <message>
        <source>the quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>a currency code</source>
        <translation>通貨コード</translation>
    </message>
    <message>
        <source>a billing unit</source>
        <translation>課金単位</translation>
    </message>
    <message>
        <source>the term in months</source>
        <translation>契約期間（月）</translation>
    </message>
    <message>
        <source>the lead time in weeks</source>
        <translation>リードタイム（週）</translation>
    </message>
    <message>
        <source>a price needs the cost component it is part of</source>
        <translation>価格には所属するコスト項目が必要です</translation>
    </message>
    <message>
        <source>a price needs its quantity</source>
        <translation>価格には数量が必要です</translation>
    </message>
    <message>
        <source>a price needs its currency</source>
        <translation>価格には通貨が必要です</translation>
    </message>
    <message>
        <source>"%1" is not a currency of this project (%2); add its exchange rate on the Cost page first</source>
        <translation>「%1」はこのプロジェクトの通貨ではありません（%2）。先にコストページで為替レートを追加してください</translation>
    </message>
    <message>
        <source>"%1" is not a billing unit; choose one of %2</source>
        <translation>「%1」は課金単位ではありません。%2 から選んでください</translation>
    </message>
    <message>
        <source>the term is a whole number of months, 1 or more</source>
        <translation>契約期間は 1 以上の整数（月）です</translation>
    </message>
    <message>
        <source>a one-off price needs the term in months it is paid off over</source>
        <translation>一時払いの価格には償却する契約期間（月）が必要です</translation>
    </message>
    <message>
        <source>the item has no unit price</source>
        <translation>この品目には単価がありません</translation>
    </message>
    <message>
        <source>the quote is valid until %1, a date in the past</source>
        <translation>見積りの有効期限 %1 は過去の日付です</translation>
    </message>
    <message>
        <source>The workbook has format %1; this version reads formats 1 to %2.</source>
        <translation>このワークブックの形式は %1 です。このバージョンが読めるのは形式 1～%2 です。</translation>
    </message>
</context>
<context>
    <name>SupplierWorkbook</name>
    <message>
        <source>Documents named by the supplier:</source>
        <translation>サプライヤーが挙げた資料：</translation>
    </message>
    <message>
        <source>There is no workbook language "%1"; the languages are %2.</source>
        <translation>ワークブックの言語「%1」はありません。使える言語は %2 です。</translation>
    </message>
    <message>
        <source>There is no candidate %1 in the project.</source>
        <translation>プロジェクトに候補 %1 はありません。</translation>
    </message>
    <message>
        <source>The project is read-only (%1) and has never sent a workbook, so it cannot seal one.</source>
        <translation>プロジェクトは読み取り専用（%1）で、まだワークブックを送ったことがないため、封印できません。</translation>
    </message>
    <message>
        <source>Questionnaire</source>
        <translation>質問票</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>部品表</translation>
    </message>
    <message>
        <source>Could not create %1.</source>
        <translation>%1 を作成できませんでした。</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>What we need to see</source>
        <translation>確認したい内容</translation>
    </message>
    <message>
        <source>Status (%1)</source>
        <translation>ステータス（%1）</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>バス帯域幅（GB/s）</translation>
    </message>
    <message>
        <source>At message size (MiB)</source>
        <translation>メッセージサイズ（MiB）</translation>
    </message>
    <message>
        <source>Documents you attach (names)</source>
        <translation>添付する資料（名前）</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>数値を入力してください。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>区分</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Allowed values</source>
        <translation>使用できる値</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>記入値</translation>
    </message>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>a version (such as 2.18.3)</source>
        <translation>バージョン（2.18.3 など）</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
    <message>
        <source>GPU capacity: every GPU of the offer</source>
        <translation>GPU 容量：オファーのすべての GPU</translation>
    </message>
    <message>
        <source>Network adapters (HCAs or NICs) of every node</source>
        <translation>全ノードのネットワークアダプター（HCA または NIC）</translation>
    </message>
    <message>
        <source>Switches of the fabric (leaf and spine)</source>
        <translation>ファブリックのスイッチ（リーフとスパイン）</translation>
    </message>
    <message>
        <source>Optics and cables</source>
        <translation>光モジュールとケーブル</translation>
    </message>
    <message>
        <source>Rack space, power and cooling</source>
        <translation>ラックスペース、電力、冷却</translation>
    </message>
    <message>
        <source>Storage and its data path</source>
        <translation>ストレージとそのデータパス</translation>
    </message>
    <message>
        <source>Managed fabric operations, where offered</source>
        <translation>ファブリック運用の委託（提供される場合）</translation>
    </message>
    <message>
        <source>Support and escalation</source>
        <translation>サポートとエスカレーション</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Cost component</source>
        <translation>コスト項目</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>品目</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>単価</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Currency (%1)</source>
        <translation>通貨（%1）</translation>
    </message>
    <message>
        <source>Billing unit (%1)</source>
        <translation>課金単位（%1）</translation>
    </message>
    <message>
        <source>Term (months)</source>
        <translation>契約期間（月）</translation>
    </message>
    <message>
        <source>Valid until (date)</source>
        <translation>有効期限（日付）</translation>
    </message>
    <message>
        <source>Lead time (weeks)</source>
        <translation>リードタイム（週）</translation>
    </message>
    <message>
        <source>Line total</source>
        <translation>行合計</translation>
    </message>
    <message>
        <source>Enter a whole number of months, 1 or more.</source>
        <translation>1 以上の整数（月数）を入力してください。</translation>
    </message>
    <message>
        <source>Enter a date from today on.</source>
        <translation>今日以降の日付を入力してください。</translation>
    </message>
</context>
<context>
    <name>TextNormaliser</name>
    <message>
        <source>The lines carried Open MPI's --tag-output prefix "[job,rank]&lt;stream&gt;:", removed before reading; lines came from rank(s) %1.</source>
        <translation>各行には Open MPI の --tag-output による接頭辞「[job,rank]&lt;stream&gt;:」があり、読み取り前に除去しました。出力元のランク: %1。</translation>
    </message>
    <message>
        <source>The lines carried Slurm's srun --label prefix "N: ", removed before reading; lines came from task(s) %1.</source>
        <translation>各行には Slurm の srun --label による接頭辞「N: 」があり、読み取り前に除去しました。出力元のタスク: %1。</translation>
    </message>
    <message>
        <source>The lines carried a time stamp (kubectl logs --timestamps), removed before reading; the lines span %1 to %2.</source>
        <translation>各行にはタイムスタンプ（kubectl logs --timestamps）があり、読み取り前に除去しました。期間: %1 から %2。</translation>
    </message>
    <message>
        <source>The lines carried docker compose's service prefix "name | ", removed before reading; lines came from %1.</source>
        <translation>各行には docker compose のサービス接頭辞「name | 」があり、読み取り前に除去しました。出力元: %1。</translation>
    </message>
    <message>
        <source>The lines carried a host prefix "host: " (pdsh, clush), removed before reading; lines came from %1.</source>
        <translation>各行にはホスト接頭辞「host: 」（pdsh、clush）があり、読み取り前に除去しました。出力元: %1。</translation>
    </message>
</context>
<context>
    <name>WorkloadEvidence</name>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n ランク</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) at %1 requests/s</source>
        <translation>
            <numerusform>%n ランク、毎秒 %1 リクエスト</numerusform>
        </translation>
    </message>
    <message>
        <source>step time p50 %1 ms</source>
        <translation>ステップ時間 p50 %1 ms</translation>
    </message>
    <message>
        <source>request latency p99 %1 ms</source>
        <translation>リクエストレイテンシ p99 %1 ms</translation>
    </message>
    <message numerus="yes">
        <source>measured: median %1 of the workload's replay on %2, %n replay(s) on the candidate's cluster (%3)</source>
        <translation>
            <numerusform>実測: ワークロード再現の %1 の中央値（%2、候補のクラスタでの再現 %n 回）（%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>plan run %1 step %2</source>
        <translation>計画実行 %1 ステップ %2</translation>
    </message>
    <message>
        <source>%1 (measured on this computer, not on the candidate's fabric)</source>
        <translation>%1（候補のファブリックではなく、このコンピュータで測定）</translation>
    </message>
    <message>
        <source>%1 (replayed other collectives than the workload's description gives now)</source>
        <translation>%1（現在のワークロード記述とは異なる集団通信を再現）</translation>
    </message>
    <message>
        <source>%1 (ran beside another job: its figure is the isolation's, not the workload's alone)</source>
        <translation>%1（別のジョブと並行して実行: その値は分離性の指標であり、ワークロード単独の値ではない）</translation>
    </message>
    <message>
        <source>%1 (the replay did not complete)</source>
        <translation>%1（再現が完了しなかった）</translation>
    </message>
    <message>
        <source>%1 (no step time in its result)</source>
        <translation>%1（結果にステップ時間がない）</translation>
    </message>
    <message>
        <source>%1 (on %2; the candidates are compared on %3)</source>
        <translation>%1（%2 で実行。候補は %3 で比較）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>XlsxReader</name>
    <message>
        <source>it is not an XLSX workbook (not a ZIP archive)</source>
        <translation>XLSX ワークブックではありません（ZIP アーカイブではありません）</translation>
    </message>
    <message>
        <source>it is not an XLSX workbook (its ZIP directory is damaged)</source>
        <translation>XLSX ワークブックではありません（ZIP の目録が破損しています）</translation>
    </message>
    <message>
        <source>its part %1 would inflate to %2 bytes, more than the limit of %3</source>
        <translation>その部分 %1 は展開すると %2 バイトになり、上限の %3 を超えます</translation>
    </message>
    <message>
        <source>it would inflate to %1 bytes, more than the limit of %2</source>
        <translation>展開すると %1 バイトになり、上限の %2 を超えます</translation>
    </message>
    <message>
        <source>its part %1 is missing</source>
        <translation>その部分 %1 がありません</translation>
    </message>
    <message>
        <source>its part %1 cannot be read</source>
        <translation>その部分 %1 を読めません</translation>
    </message>
    <message>
        <source>its part %1 is damaged</source>
        <translation>その部分 %1 は破損しています</translation>
    </message>
    <message>
        <source>its part %1 inflates to more than its directory says</source>
        <translation>その部分 %1 は目録の記載より大きく展開されます</translation>
    </message>
    <message>
        <source>its part %1 is not well-formed XML at line %2: %3</source>
        <translation>その部分 %1 は %2 行目で整形式の XML ではありません：%3</translation>
    </message>
    <message>
        <source>sheet "%1" names a cell "%2" that does not exist</source>
        <translation>シート「%1」に存在しないセル「%2」があります</translation>
    </message>
    <message>
        <source>sheet "%1", cell %2 refers to a string that does not exist</source>
        <translation>シート「%1」のセル %2 は存在しない文字列を参照しています</translation>
    </message>
    <message>
        <source>sheet "%1", cell %2 holds "%3" where its type says a number</source>
        <translation>シート「%1」のセル %2 は型が数値なのに「%3」を含んでいます</translation>
    </message>
    <message>
        <source>sheet "%1", cell %2 holds %3 characters, more than the %4 a cell may hold</source>
        <translation>シート「%1」のセル %2 は %3 文字あり、1 セルの上限 %4 文字を超えています</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 は存在しません。</translation>
    </message>
    <message>
        <source>its sheet "%1" has no part</source>
        <translation>そのシート「%1」に対応する部分がありません</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 を読めません：%2。</translation>
    </message>
    <message>
        <source>sheet "%1" repeats cell %2 more often than a workbook to fill in can</source>
        <translation>シート「%1」はセル %2 を、記入用ワークブックではありえないほど多く繰り返しています</translation>
    </message>
    <message>
        <source>its part %1 would inflate to 4 GiB or more, more than the limit of %2 bytes</source>
        <translation>その部分 %1 は展開すると 4 GiB 以上になり、上限の %2 バイトを超えます</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>There is no question "%1" in the %2 questionnaire; the questions are %3.</source>
        <translation>%2 の質問票に質問「%1」はありません。質問は %3 です。</translation>
    </message>
</context>
<context>
    <name>fw::app::AgentJobController</name>
    <message>
        <source>Host Key Not Saved</source>
        <translation>ホストキーを保存できませんでした</translation>
    </message>
    <message>
        <source>Host Key Refused</source>
        <translation>ホストキーを拒否しました</translation>
    </message>
</context>
<context>
    <name>fw::app::BenchmarkRunTableModel</name>
    <message>
        <source>%1
SHA-256 %2
Parser %3, format: %4</source>
        <translation>%1
SHA-256 %2
パーサー %3、形式: %4</translation>
    </message>
    <message>
        <source>(no candidate)</source>
        <translation>(候補なし)</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (実行 %2)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>ランク数</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>正確性</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>取り込み日時</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Measured on this computer, not on a candidate's fabric: left out of the scores and the acceptance rate.</source>
        <translation>候補のファブリックではなくこのコンピューターで測定: スコアと受け入れ率から除外されます。</translation>
    </message>
    <message>
        <source>%1, this computer</source>
        <translation>%1、このコンピューター</translation>
    </message>
</context>
<context>
    <name>fw::app::BenchmarksPage</name>
    <message>
        <source>Some files were not imported</source>
        <translation>一部のファイルは取り込まれませんでした</translation>
    </message>
    <message>
        <source>Nothing of these files was stored:

%1</source>
        <translation>次のファイルは何も保存されませんでした:

%1</translation>
    </message>
    <message>
        <source>Import Logs...</source>
        <translation>ログを取り込む...</translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation>何も取り込まれていません</translation>
    </message>
    <message>
        <source>Open or create a project first; imports are stored in it.</source>
        <translation>先にプロジェクトを開くか作成してください。取り込んだデータはプロジェクトに保存されます。</translation>
    </message>
    <message>
        <source>The project is open read-only: %1</source>
        <translation>プロジェクトは読み取り専用で開かれています: %1</translation>
    </message>
    <message>
        <source>Importing %1 files...</source>
        <translation>%1 個のファイルを取り込んでいます...</translation>
    </message>
    <message>
        <source>Cancel Import</source>
        <translation>取り込みを中止</translation>
    </message>
    <message>
        <source>Import Benchmark Logs</source>
        <translation>ベンチマークのログを取り込む</translation>
    </message>
    <message>
        <source>Benchmark logs (*.txt *.log *.out *.json *.jsonl *.csv);;All files (*)</source>
        <translation>ベンチマークのログ (*.txt *.log *.out *.json *.jsonl *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot read the benchmark runs</source>
        <translation>ベンチマークの実行を読み取れません</translation>
    </message>
    <message>
        <source>Select a run to see its provenance and what the importer noted.</source>
        <translation>実行を選択すると、その出所とインポーターの注記が表示されます。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
    <message>
        <source>File: %1 (%2 bytes), %3</source>
        <translation>ファイル: %1 (%2 バイト)、%3</translation>
    </message>
    <message>
        <source>SHA-256: %1</source>
        <translation>SHA-256: %1</translation>
    </message>
    <message>
        <source>Imported: %1 by parser version %2</source>
        <translation>取り込み: %1 (パーサーバージョン %2)</translation>
    </message>
    <message>
        <source>Out-of-bounds values reported by the tool: %1</source>
        <translation>ツールが報告した範囲外の値: %1</translation>
    </message>
    <message>
        <source>Average bus bandwidth reported by the tool: %1 GB/s</source>
        <translation>ツールが報告した平均バス帯域幅: %1 GB/s</translation>
    </message>
    <message>
        <source>rank %1 on %2: %3</source>
        <translation>%2 のランク %1: %3</translation>
    </message>
    <message>
        <source>Ranks: %1</source>
        <translation>ランク: %1</translation>
    </message>
    <message>
        <source>Benchmark runs of this project: results suppliers sent (vendor claims) and our own measurements. Import nccl-tests, OSU, perftest or fabric-agent logs, or the documented CSV layout, with the button, File &gt; Import, or by dropping files on the window. Runs without correctness data are marked unverified.</source>
        <translation>このプロジェクトのベンチマーク実行です。サプライヤーから送られた結果 (ベンダーの主張) と自社の測定値があります。nccl-tests、OSU、perftest、fabric-agent のログ、または文書化された CSV 形式を、ボタン、[ファイル] &gt; [ベンチマークのログを取り込む]、またはウィンドウへのドラッグ＆ドロップで取り込めます。正確性のデータがない実行は未検証として表示されます。</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>出典:</translation>
    </message>
    <message>
        <source>From the format (agent: own measurement, else vendor claim)</source>
        <translation>形式から判断 (エージェント: 自社測定、それ以外: ベンダーの主張)</translation>
    </message>
    <message>
        <source>Runs and Imports</source>
        <translation>実行結果とインポート</translation>
    </message>
    <message>
        <source>Run the Agent</source>
        <translation>エージェントを実行</translation>
    </message>
    <message>
        <source>No candidate (the run counts for no offer)</source>
        <translation>候補なし (この実行はどの提案にも数えられません)</translation>
    </message>
    <message>
        <source>&amp;Candidate:</source>
        <translation>候補(&amp;C):</translation>
    </message>
    <message>
        <source>Imported logs and agent runs are stored under this candidate.</source>
        <translation>インポートしたログとエージェントの実行は、この候補の下に保存されます。</translation>
    </message>
    <message>
        <source>Adaptive p99 confidence intervals:</source>
        <translation>適応測定による p99 の信頼区間:</translation>
    </message>
    <message>
        <source>Slurm job: %1</source>
        <translation>Slurm ジョブ: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s)): %2</source>
        <translation>
            <numerusform>%1（%n 件の実行）: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files imported: %1, refused: %2; %n run(s) stored.</source>
        <translation>
            <numerusform>インポートしたファイル: %1、拒否: %2。%n 件の実行を保存しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Salvaged import: %n result row(s) could not be read and were skipped; the run never counts as checked, passed.</source>
        <translation>
            <numerusform>救済インポート: 結果行 %n 行を読み取れずスキップしました。この実行は「検証済み・合格」になりません。</numerusform>
        </translation>
    </message>
    <message>
        <source>  skipped line %1: %2</source>
        <translation>  スキップした %1 行目: %2</translation>
    </message>
    <message>
        <source>Straggler verdict: %1</source>
        <translation>ストラグラー判定: %1</translation>
    </message>
    <message>
        <source>Failed attempt: the log reports %1. It counts in the failed share of the acceptance rate.</source>
        <translation>失敗した試行: ログは %1 を報告しています。受け入れ率の失敗分に数えます。</translation>
    </message>
    <message>
        <source>Import not undone</source>
        <translation>インポートを元に戻せませんでした</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were refused for result rows that cannot be read, or because the run they record failed. You can import what can be read instead: skipped rows are listed on the run, and a failed run is kept as a failed attempt of the candidate, with its error and the rows before it. Neither ever counts as checked, passed.</source>
        <translation>
            <numerusform>%n 件のファイルは、読み取れない結果行があるか、記録された実行が失敗しているため拒否されました。代わりに読み取れる部分をインポートできます。スキップした行は実行に一覧表示され、失敗した実行はエラーとその前の行とともに候補の失敗した試行として保持されます。どちらも「確認済み・合格」とはみなされません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BomPage</name>
    <message>
        <source>Import agent facts</source>
        <translation>エージェントのファクトを取り込む</translation>
    </message>
    <message>
        <source>Agent facts (*.json *.jsonl);;All files (*)</source>
        <translation>エージェントのファクト (*.json *.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>変更は保存されていません</translation>
    </message>
    <message>
        <source>Value not accepted</source>
        <translation>値が受け付けられませんでした</translation>
    </message>
    <message>
        <source>Paste not accepted</source>
        <translation>貼り付けが受け付けられませんでした</translation>
    </message>
    <message>
        <source>Facts not imported</source>
        <translation>ファクトは取り込まれませんでした</translation>
    </message>
    <message>
        <source>No measured facts yet: import the output of "fabric-agent facts" from the candidate's nodes.</source>
        <translation>測定されたファクトはまだありません。候補のノードで実行した "fabric-agent facts" の出力を取り込んでください。</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n ホスト</numerusform>
        </translation>
    </message>
    <message>
        <source>Declared values agree with the facts from %1 (%2).</source>
        <translation>申告値は %1 (%2) のファクトと一致しています。</translation>
    </message>
    <message numerus="yes">
        <source>%n declared value(s) disagree with the facts from %1 (%2).</source>
        <translation>
            <numerusform>%n 件の申告値が %1 (%2) のファクトと一致しません。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 changed from "%2" to "%3"</source>
        <translation>%1 が「%2」から「%3」に変更されました</translation>
    </message>
    <message>
        <source>the BOM changed since the run (which item is not recorded with it)</source>
        <translation>実行以降に部品表が変更されています (どの項目かは記録されていません)</translation>
    </message>
    <message>
        <source>Re-test needed: %1 (%2): %3</source>
        <translation>再テストが必要: %1 (%2): %3</translation>
    </message>
    <message>
        <source>Current: %1 (%2): BOM unchanged since the run</source>
        <translation>最新: %1 (%2): 実行以降、部品表に変更なし</translation>
    </message>
    <message>
        <source>The exact configuration under test. Declared values are typed where it matters; measured values come from "fabric-agent facts". A run freezes the BOM it ran on: change any item afterwards and the run is listed for a re-test. Tab and Enter move like a spreadsheet; Ctrl+C and Ctrl+V copy and paste cell ranges.</source>
        <translation>テスト対象の正確な構成です。重要な項目には申告値を入力し、実測値は "fabric-agent facts" から取得します。実行時の部品表は固定されるため、後から項目を変更すると、その実行は再テスト対象として一覧に表示されます。Tab キーと Enter キーでスプレッドシートのように移動でき、Ctrl+C と Ctrl+V でセル範囲をコピー・貼り付けできます。</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <translation>候補:</translation>
    </message>
    <message>
        <source>Import facts...</source>
        <translation>ファクトを取り込む...</translation>
    </message>
    <message>
        <source>Clear measured facts</source>
        <translation>測定されたファクトを消去</translation>
    </message>
    <message>
        <source>Nodes that disagree with each other</source>
        <translation>互いに一致しないノード</translation>
    </message>
    <message>
        <source>Frozen BOMs of runs, and re-tests needed</source>
        <translation>実行ごとの固定された部品表と必要な再テスト</translation>
    </message>
</context>
<context>
    <name>fw::app::BomTableModel</name>
    <message>
        <source>no facts imported</source>
        <translation>ファクト未取り込み</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>not measurable</source>
        <translation>測定不可</translation>
    </message>
    <message>
        <source>measured, not declared</source>
        <translation>測定済み、未申告</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>MISMATCH on %1</source>
        <translation>不一致: %1</translation>
    </message>
    <message>
        <source>facts from %1 of %2 nodes</source>
        <translation>%2 ノード中 %1 ノードのファクト</translation>
    </message>
    <message numerus="yes">
        <source>From %n host(s): %1</source>
        <translation>
            <numerusform>%n ホストから: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>申告値</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>実測値</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>%1 (row %2): %3</source>
        <translation>%1 (%2 行目): %3</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>%2 の%1を編集</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message numerus="yes">
        <source>Import facts of %n host(s) from %1</source>
        <translation>
            <numerusform>%1 から %n ホストのファクトを取り込む</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear measured facts of %1</source>
        <translation>%1 の測定されたファクトを消去</translation>
    </message>
</context>
<context>
    <name>fw::app::CandidateTableModel</name>
    <message>
        <source>Example data: an invented offer for trying the workbench, not a real supplier quote.</source>
        <translation>サンプルデータ: 試用のための架空の提案で、実際のサプライヤーの見積もりではありません。</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>サプライヤー</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>提案</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>ファブリック</translation>
    </message>
    <message>
        <source>Delivery model</source>
        <translation>提供形態</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>%2 の%1を編集</translation>
    </message>
    <message>
        <source>New supplier</source>
        <translation>新しいサプライヤー</translation>
    </message>
    <message>
        <source>New offer</source>
        <translation>新しい提案</translation>
    </message>
    <message>
        <source>Add candidate</source>
        <translation>候補を追加</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n candidate(s)</source>
        <translation>
            <numerusform>%n 件の候補を削除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::CandidatesPage</name>
    <message>
        <source>Change not saved</source>
        <translation>変更は保存されていません</translation>
    </message>
    <message>
        <source>Delete the candidate "%1"? You can undo this.</source>
        <translation>候補「%1」を削除しますか? 元に戻せます。</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n candidates? You can undo this.</source>
        <translation>
            <numerusform>%n 件の候補を削除しますか? 元に戻せます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete candidates</source>
        <translation>候補の削除</translation>
    </message>
    <message>
        <source>Each candidate is one supplier offer for the fabric. Double-click a cell to edit it; every change is saved to the project file at once and can be undone.</source>
        <translation>候補とは、ファブリックに対するサプライヤーの提案 1 件のことです。セルをダブルクリックすると編集できます。変更はすぐにプロジェクトファイルに保存され、元に戻すこともできます。</translation>
    </message>
    <message>
        <source>Add candidate</source>
        <translation>候補を追加</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>fw::app::Charts</name>
    <message>
        <source>No candidate</source>
        <translation>候補なし</translation>
    </message>
    <message>
        <source>No runs match the selection.</source>
        <translation>選択条件に一致する実行はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n runs selected: each line is the median over one candidate's runs.</source>
        <translation>
            <numerusform>%n 件の実行を選択：各線は候補ごとの実行の中央値です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) report no percentiles; their average time is drawn instead.</source>
        <translation>
            <numerusform>%n 件の実行はパーセンタイルを報告していないため、代わりに平均時間を表示しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) report no bus bandwidth.</source>
        <translation>
            <numerusform>%n 件の実行はバス帯域幅を報告していません。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 declares no NIC speed in its BOM, so no line rate is drawn for it.</source>
        <translation>%1 は部品表に NIC 速度を記載していないため、ラインレートは表示されません。</translation>
    </message>
    <message>
        <source>No selected run stores per-iteration samples at this size. Runs of the fabric agent and logs with raw samples do.</source>
        <translation>選択した実行には、このサイズのイテレーションごとのサンプルがありません。fabric エージェントの実行や生サンプル付きのログには含まれます。</translation>
    </message>
    <message>
        <source>No selected run stores per-rank samples at this size. Runs of the fabric agent do.</source>
        <translation>選択した実行には、このサイズのランクごとのサンプルがありません。fabric エージェントの実行には含まれます。</translation>
    </message>
    <message>
        <source>No selected run stores per-iteration samples at this size.</source>
        <translation>選択した実行には、このサイズのイテレーションごとのサンプルがありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more run(s) not drawn; narrow the selection to see them.</source>
        <translation>
            <numerusform>さらに %n 件の実行は表示されていません。表示するには選択を絞り込んでください。</numerusform>
        </translation>
    </message>
    <message>
        <source>No candidate is selected.</source>
        <translation>候補が選択されていません。</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
    <message>
        <source>Chart exported by Fabric Workbench</source>
        <translation>Fabric Workbench からエクスポートしたグラフ</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>avg</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>vendor claim</source>
        <translation>ベンダーの主張</translation>
    </message>
    <message>
        <source>own measurement</source>
        <translation>自社測定</translation>
    </message>
    <message>
        <source> (stale)</source>
        <translation>（失効）</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>メッセージサイズ</translation>
    </message>
    <message>
        <source>Tail latency by message size</source>
        <translation>メッセージサイズ別テールレイテンシ</translation>
    </message>
    <message>
        <source>Bus bandwidth by message size</source>
        <translation>メッセージサイズ別バス帯域幅</translation>
    </message>
    <message>
        <source>Per-iteration timeline</source>
        <translation>イテレーションごとのタイムライン</translation>
    </message>
    <message>
        <source>Rank and host heatmap</source>
        <translation>ランク・ホスト別ヒートマップ</translation>
    </message>
    <message>
        <source>Run-to-run variation</source>
        <translation>実行間のばらつき</translation>
    </message>
    <message>
        <source>Fault impact</source>
        <translation>障害の影響</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>コスト内訳</translation>
    </message>
    <message>
        <source>Cost per accepted run and tail latency</source>
        <translation>受入実行あたりのコストとテールレイテンシ</translation>
    </message>
    <message numerus="yes">
        <source>%1: median of %n runs</source>
        <translation>
            <numerusform>%1：%n 回の実行の中央値</numerusform>
        </translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>実行：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典：%1</translation>
    </message>
    <message>
        <source>%1 at %2: %3 µs</source>
        <translation>%2 での %1：%3 µs</translation>
    </message>
    <message>
        <source>Samples: %1</source>
        <translation>サンプル数：%1</translation>
    </message>
    <message>
        <source>Samples: not reported</source>
        <translation>サンプル数：報告なし</translation>
    </message>
    <message>
        <source>Stale: the BOM changed after this run.</source>
        <translation>失効：この実行後に部品表が変更されました。</translation>
    </message>
    <message numerus="yes">
        <source> (median of %n runs)</source>
        <translation>
            <numerusform>（%n 回の実行の中央値）</numerusform>
        </translation>
    </message>
    <message>
        <source> (claim)</source>
        <translation>（主張）</translation>
    </message>
    <message>
        <source>Faded lines are stale: the candidate's BOM changed after the run.</source>
        <translation>淡色の線は失効：実行後に候補の部品表が変更されました。</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>バス帯域幅（GB/s）</translation>
    </message>
    <message>
        <source>%1
%2 at %3: %4 GB/s</source>
        <translation>%1
%2（%3）：%4 GB/s</translation>
    </message>
    <message>
        <source>Line rate %1: %2 Gb/s = %3 GB/s</source>
        <translation>ラインレート %1：%2 Gb/s = %3 GB/s</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>イテレーション</translation>
    </message>
    <message>
        <source>Time (µs, slowest rank)</source>
        <translation>時間（µs、最も遅いランク）</translation>
    </message>
    <message numerus="yes">
        <source>Per-iteration time (%n iterations)</source>
        <translation>
            <numerusform>イテレーションごとの時間（%n イテレーション）</numerusform>
        </translation>
    </message>
    <message>
        <source>median %1 µs</source>
        <translation>中央値 %1 µs</translation>
    </message>
    <message>
        <source>p99 %1 µs</source>
        <translation>p99 %1 µs</translation>
    </message>
    <message>
        <source>These samples are a vendor claim.</source>
        <translation>これらのサンプルはベンダーの主張です。</translation>
    </message>
    <message>
        <source>Rank slot on host</source>
        <translation>ホスト内のランク位置</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <source>Rank %1 (light: fast, dark: slow; %2 to %3 µs)</source>
        <translation>ランクの %1（淡色：速い、濃色：遅い、%2～%3 µs）</translation>
    </message>
    <message>
        <source>unknown host</source>
        <translation>不明なホスト</translation>
    </message>
    <message>
        <source>Rank %1 on %2: %3 µs (robust z %4)</source>
        <translation>%2 のランク %1：%3 µs（ロバスト z %4）</translation>
    </message>
    <message>
        <source>No rank stands out (robust z-score within 3.5 or within 5% of the median).</source>
        <translation>目立つランクはありません（ロバスト z スコアが 3.5 以内、または中央値との差が 5% 以内）。</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Per-iteration time per run (box: quartiles; whiskers: 1.5 IQR)</source>
        <translation>実行ごとのイテレーション時間（箱：四分位、ひげ：1.5 IQR）</translation>
    </message>
    <message>
        <source>Time (µs)</source>
        <translation>時間（µs）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message numerus="yes">
        <source>%1: run-to-run CV of the medians %2% over %n run(s)</source>
        <translation>
            <numerusform>%1：%n 回の実行における中央値の実行間変動係数 %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not yet known, drawn as zero: %2</source>
        <translation>%1：未確定のため 0 として表示：%2</translation>
    </message>
    <message>
        <source>%1: no current own measurement with a p99 yet.</source>
        <translation>%1：p99 を含む現行の自社測定はまだありません。</translation>
    </message>
    <message>
        <source>%1: cost per accepted run not known yet (%2).</source>
        <translation>%1：受入実行あたりのコストは未確定です（%2）。</translation>
    </message>
    <message>
        <source>inputs missing</source>
        <translation>入力不足</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 レイテンシ（µs）</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1／月</translation>
    </message>
    <message>
        <source>%1 per quarter</source>
        <translation>%1／四半期</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>%1／年</translation>
    </message>
    <message>
        <source>Deleted candidate</source>
        <translation>削除された候補</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>ステップ %1</translation>
    </message>
    <message>
        <source>No fault step of an acceptance plan is stored for the selected candidates, so before/during/after p99, bus bandwidth and recovery time cannot be shown.</source>
        <translation>選択した候補について受け入れプランの障害ステップが保存されていないため、障害前・障害中・障害後の p99、バス帯域幅、回復時間を表示できません。</translation>
    </message>
    <message>
        <source>%1 (slow and fast outliers)</source>
        <translation>%1（遅い外れ値と速い外れ値）</translation>
    </message>
    <message>
        <source>%1 (slow outlier)</source>
        <translation>%1（遅い外れ値）</translation>
    </message>
    <message>
        <source>%1 (fast outlier)</source>
        <translation>%1（速い外れ値）</translation>
    </message>
    <message>
        <source>Slow outlier: it took much longer than the other ranks.</source>
        <translation>遅い外れ値：このランクは他のランクよりずっと長くかかりました。</translation>
    </message>
    <message>
        <source>Fast outlier: it finished much earlier than the other ranks.</source>
        <translation>速い外れ値：このランクは他のランクよりずっと早く終わりました。</translation>
    </message>
    <message>
        <source>Slow outlier host: %1 (took much longer than the other ranks)</source>
        <translation>遅い外れ値のホスト：%1（他のランクよりずっと長くかかった）</translation>
    </message>
    <message>
        <source>Fast outlier host: %1 (finished much earlier than the other ranks). In all_reduce, all_gather, reduce_scatter and all_to_all the others were then waiting for its data, which points at its link or its sends; a broadcast root, or the rank a barrier releases last, is fast without a fault.</source>
        <translation>速い外れ値のホスト：%1（他のランクよりずっと早く終わった）。all_reduce、all_gather、reduce_scatter、all_to_all では、他のランクがこのランクのデータを待っていたことになり、そのリンクまたは送信に問題がある可能性があります。ブロードキャストのルートや、バリアで最後に解放されたランクは、障害がなくても速くなります。</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>recovered in %1</source>
        <translation>%1 で回復</translation>
    </message>
    <message>
        <source>not recovered within %1</source>
        <translation>%1 以内に回復せず</translation>
    </message>
    <message>
        <source>recovery not measured</source>
        <translation>回復は未測定</translation>
    </message>
    <message>
        <source>Replay %1: failed, no step times</source>
        <translation>リプレイ %1：失敗、ステップ時間なし</translation>
    </message>
    <message numerus="yes">
        <source>Replay %1: step time p50 %2 µs, p95 %3 µs, p99 %4 µs over %n step(s)</source>
        <translation>
            <numerusform>リプレイ %1：ステップ時間 p50 %2 µs、p95 %3 µs、p99 %4 µs（%n ステップ）</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 tokens/s</source>
        <translation>、%1 トークン/秒</translation>
    </message>
    <message>
        <source> (the replay failed)</source>
        <translation>（リプレイは失敗）</translation>
    </message>
    <message>
        <source>No fault step of an acceptance plan is stored for the selected candidates.</source>
        <translation>選択した候補について受け入れプランの障害ステップは保存されていません。</translation>
    </message>
    <message>
        <source>%1: p99 at %2</source>
        <translation>%1：%2 での p99</translation>
    </message>
    <message>
        <source>p99 before the fault</source>
        <translation>障害前の p99</translation>
    </message>
    <message>
        <source>p99 during the fault</source>
        <translation>障害中の p99</translation>
    </message>
    <message>
        <source>p99 after the revert (last run)</source>
        <translation>復旧後の p99（最後の実行）</translation>
    </message>
    <message>
        <source>During the fault: the benchmark failed (no figure)</source>
        <translation>障害中：ベンチマーク失敗（値なし）</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 で</translation>
    </message>
    <message>
        <source>the fault was not applied</source>
        <translation>障害は適用されませんでした</translation>
    </message>
    <message>
        <source>bus bandwidth %1 → %2 → %3 GB/s</source>
        <translation>バス帯域幅 %1 → %2 → %3 GB/s</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message numerus="yes">
        <source>%n counter alarm(s)</source>
        <translation>
            <numerusform>カウンターアラーム %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: the benchmark during the fault failed: %2</source>
        <translation>%1：障害中のベンチマークが失敗しました：%2</translation>
    </message>
    <message>
        <source>%1: step failed: %2</source>
        <translation>%1：ステップ失敗：%2</translation>
    </message>
    <message>
        <source>p99 at %1 per fault: before the fault, during it and after the revert.</source>
        <translation>障害ごとの %1 での p99：障害前、障害中、復旧後。</translation>
    </message>
    <message>
        <source>Outlier rank (robust z-score beyond ±3.5)</source>
        <translation>外れ値のランク（ロバスト z スコアが ±3.5 を超える）</translation>
    </message>
    <message>
        <source>steps %1 to %2</source>
        <translation>ステップ %1 から %2</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>%1 reset</source>
        <translation>%1 リセット</translation>
    </message>
    <message>
        <source>no counter changed</source>
        <translation>変化したカウンターなし</translation>
    </message>
    <message>
        <source>This run did not come from a plan run, so no counters were read around it. A plan with counters steps before and after its benchmarks reads them.</source>
        <translation>この実行はプラン実行によるものではないため、前後でカウンターは読み取られていません。ベンチマークの前後にカウンターステップを置いたプランで読み取れます。</translation>
    </message>
    <message>
        <source>Plan run %1 read no counters around this run: put counters steps before and after the benchmark steps, or use a fault step, which reads them over the fault.</source>
        <translation>プラン実行 %1 はこの実行の前後でカウンターを読み取っていません: ベンチマークステップの前後にカウンターステップを置くか、障害の間に読み取る障害ステップを使用してください。</translation>
    </message>
    <message>
        <source>Counter deltas of plan run %1; this run is step %2 (%3):</source>
        <translation>プラン実行 %1 のカウンター差分。この実行はステップ %2（%3）:</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, %3 s: %4; %n alarm(s)</source>
        <translation>
            <numerusform>%1（%2）、%3 秒: %4; アラーム %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>No counter delta spans this run's step.</source>
        <translation>この実行のステップを含むカウンター差分はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n other counter delta(s) of the plan run cover other steps.</source>
        <translation>
            <numerusform>プラン実行の他のカウンター差分 %n 件は別のステップを対象としています。</numerusform>
        </translation>
    </message>
    <message>
        <source>claim (vendor)</source>
        <translation>ベンダーの主張</translation>
    </message>
    <message>
        <source>No run to draw: import a log or run the agent on the Benchmarks page for the ticked candidates, or tick more runs.</source>
        <translation>描画する実行がありません。チェックした候補について、「ベンチマーク」ページでログをインポートするかエージェントを実行するか、実行を追加でチェックしてください。</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <source>Iteration %1</source>
        <translation>イテレーション %1</translation>
    </message>
    <message>
        <source>declared line rate</source>
        <translation>申告された回線速度</translation>
    </message>
    <message>
        <source>Dashed lines and hollow points: vendor claims.</source>
        <translation>破線と中抜きの点：ベンダーの主張。</translation>
    </message>
    <message>
        <source>No per-iteration samples: run the fabric agent on the Benchmarks page, or import a log with raw samples, for the ticked candidates.</source>
        <translation>イテレーションごとのサンプルがありません。チェックした候補について、「ベンチマーク」ページで fabric-agent を実行するか、生サンプルを含むログをインポートしてください。</translation>
    </message>
    <message>
        <source>No per-rank samples: run the fabric agent on the Benchmarks page for the ticked candidates.</source>
        <translation>ランクごとのサンプルがありません。チェックした候補について、「ベンチマーク」ページで fabric-agent を実行してください。</translation>
    </message>
    <message>
        <source>%1: per-rank %2 at %3</source>
        <translation>%1：%3 でのランクごとの%2</translation>
    </message>
    <message>
        <source>%1: one run, so no run-to-run variation yet; measure again to see it.</source>
        <translation>%1：実行が 1 回のため、実行間のばらつきはまだありません。もう一度測定すると表示されます。</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50（µs）</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99（µs）</translation>
    </message>
    <message>
        <source>Latency by message size</source>
        <translation>メッセージサイズ別レイテンシ</translation>
    </message>
    <message>
        <source>Save this chart as a PNG image</source>
        <translation>このグラフを PNG 画像として保存</translation>
    </message>
    <message>
        <source>Save this chart as an SVG drawing</source>
        <translation>このグラフを SVG 図として保存</translation>
    </message>
    <message>
        <source>Tick a candidate, and enter its cost inputs on the Cost page.</source>
        <translation>候補をチェックし、「コスト」ページでそのコスト入力を入力してください。</translation>
    </message>
    <message>
        <source>Run an acceptance plan with a fault step on the Faults &amp; Replay page to see how the fabric copes.</source>
        <translation>「障害と再現」ページで障害ステップを含む受け入れ計画を実行すると、ファブリックの対応が分かります。</translation>
    </message>
    <message>
        <source>k%1</source>
        <comment>thousands of a currency: kEUR</comment>
        <translation>千%1</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>ランク</translation>
    </message>
    <message>
        <source>Host with an outlier rank (robust z-score beyond ±3.5)</source>
        <translation>外れ値のランクを持つホスト（ロバスト z スコアが ±3.5 を超える）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n rank(s)</source>
        <translation>
            <numerusform>%1：%n ランク</numerusform>
        </translation>
    </message>
    <message>
        <source>Slowest: rank %1, %2 µs (robust z over the hosts %3)</source>
        <translation>最も遅いランク：%1、%2 µs（ホスト間のロバスト z %3）</translation>
    </message>
    <message numerus="yes">
        <source>%n slow outlier rank(s)</source>
        <translation>
            <numerusform>遅い外れ値のランク %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fast outlier rank(s)</source>
        <translation>
            <numerusform>速い外れ値のランク %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show its ranks.</source>
        <translation>クリックするとそのランクを表示します。</translation>
    </message>
    <message>
        <source>%1: per-host %2 at %3</source>
        <translation>%1：%3 でのホストごとの%2</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 ranks: each cell is a host's slowest rank. Click a host, or pick it as the heatmap host, to see its ranks.</source>
        <translation>
            <numerusform>%n 台のホスト、%1 ランク：各セルはホストの最も遅いランクです。ホストをクリックするか、ヒートマップのホストとして選ぶと、そのランクを表示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: per-rank %2 on %3 at %4</source>
        <translation>%1：%3 の %4 でのランクごとの%2</translation>
    </message>
    <message>
        <source>Only the ranks of %1; the All nodes button shows every host again.</source>
        <translation>%1 のランクのみ。「すべてのノード」ボタンで全ホストの表示に戻ります。</translation>
    </message>
    <message>
        <source>Position in the row</source>
        <translation>行内の位置</translation>
    </message>
    <message>
        <source>Cost per accepted run (%1)</source>
        <translation>受入実行あたりのコスト（%1）</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>レイテンシ（µs）</translation>
    </message>
    <message>
        <source>No candidate %1</source>
        <translation>候補なし %1</translation>
    </message>
    <message>
        <source>No candidate · %1</source>
        <translation>候補なし · %1</translation>
    </message>
    <message>
        <source>Enlarge</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Show this chart large, in a window of its own (or double click the chart)</source>
        <translation>このグラフを別ウィンドウで大きく表示します（グラフのダブルクリックでも同じ）</translation>
    </message>
    <message>
        <source>Too little room to draw this chart here.</source>
        <translation>ここではこのグラフを描く場所が足りません。</translation>
    </message>
    <message>
        <source>p99: at the smallest size, of the best current own run of each candidate; a diamond beside each candidate's bar, read on the axis above.</source>
        <translation>p99：最小サイズでの、各候補の最良の現行の自社測定の値。各候補のバーの横のひし形で示し、上の軸で読みます。</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>%1 に不足: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>no cost model is complete</source>
        <translation>完成したコストモデルがありません</translation>
    </message>
    <message>
        <source>no cost model is complete (%1)</source>
        <translation>完成したコストモデルがありません(%1)</translation>
    </message>
    <message>
        <source>No cost to draw yet: %1. Enter each candidate's prices, power, support and staff on the Cost page (step 9); the cost per accepted run also needs own, accepted runs (Benchmarks, step 5).</source>
        <translation>まだ描画できるコストがありません: %1。各候補の価格、電力、サポート、人員を「コスト」ページ (ステップ 9) で入力してください。受け入れられた実行あたりのコストには、受け入れられた自社測定の実行 (ベンチマーク、ステップ 5) も必要です。</translation>
    </message>
    <message>
        <source>%1 (this computer)</source>
        <translation>%1 (このコンピューター)</translation>
    </message>
    <message>
        <source>Host's own %1 over all its ranks' samples, %2 to %3 µs (dark: slow, by robust z over hosts)</source>
        <translation>全ランクのサンプルに対するホスト自身の %1、%2～%3 µs（濃色：遅い、ホスト間のロバスト z による）</translation>
    </message>
    <message>
        <source>All its ranks' samples: %1 µs (robust z over the hosts %2); slowest rank %3</source>
        <translation>全ランクのサンプル：%1 µs（ホスト間のロバスト z %2）、最も遅いランク %3</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 ranks: each cell is the host's own figure over all its ranks' samples. Click a host, or pick it as the heatmap host, to see its ranks.</source>
        <translation>
            <numerusform>%n 台のホスト、%1 ランク：各セルは全ランクのサンプルに対するホスト自身の値です。ホストをクリックするか、ヒートマップのホストとして選ぶと、そのランクを表示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>This run of more than 8,192 ranks sent node detail: each host's p50, p99 and maximum over all its ranks' samples are exact, a rank's own p50 and p99 are known to within 9.05 %, and a rank counts as an outlier only when it lies two buckets (19 % or more) from the median.</source>
        <translation>8,192 ランクを超えるこの実行はノード詳細を送信しました。各ホストの全ランクのサンプルに対する p50、p99、最大値は正確で、個々のランクの p50 と p99 は 9.05 % 以内の精度で分かります。ランクは中央値から 2 段階（19 % 以上）離れている場合にのみ外れ値と見なされます。</translation>
    </message>
    <message>
        <source>Host's slowest rank, %1 to %2 µs (dark: slow, by robust z over hosts)</source>
        <translation>ホストの最も遅いランク、%1～%2 µs（濃色：遅い、ホスト間のロバスト z による）</translation>
    </message>
    <message>
        <source>, exposed communication p50 %1 µs</source>
        <translation>、隠蔽されない通信 p50 %1 µs</translation>
    </message>
    <message>
        <source>, request latency p99 %1 µs</source>
        <translation>、リクエストレイテンシ p99 %1 µs</translation>
    </message>
    <message>
        <source>, p99 × %1 beside another job</source>
        <translation>、別ジョブと同時実行時 p99 × %1</translation>
    </message>
</context>
<context>
    <name>fw::app::ChecklistModel</name>
    <message>
        <source>Official source</source>
        <translation>公式ソース</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Where it was read (address, version, date)</source>
        <translation>参照先（アドレス、版、日付）</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
</context>
<context>
    <name>fw::app::ComparePage</name>
    <message>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集団通信</translation>
    </message>
    <message>
        <source>Runs (none ticked: all runs of the candidates)</source>
        <translation>実行（未選択時：候補のすべての実行）</translation>
    </message>
    <message>
        <source>Message sizes (from, to)</source>
        <translation>メッセージサイズ（下限、上限）</translation>
    </message>
    <message>
        <source>Percentiles</source>
        <translation>パーセンタイル</translation>
    </message>
    <message>
        <source>Size for the timeline, heatmap and box plots</source>
        <translation>タイムライン、ヒートマップ、箱ひげ図のサイズ</translation>
    </message>
    <message>
        <source>Run for the timeline and heatmap</source>
        <translation>タイムラインとヒートマップの実行</translation>
    </message>
    <message>
        <source>Heatmap shows per rank</source>
        <translation>ヒートマップのランク別表示</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Any collective</source>
        <translation>すべての集団通信</translation>
    </message>
    <message>
        <source>Smallest</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Largest with samples</source>
        <translation>サンプルのある最大サイズ</translation>
    </message>
    <message>
        <source>First selected run with samples</source>
        <translation>サンプルのある最初の選択実行</translation>
    </message>
    <message>
        <source>Runs without a candidate</source>
        <translation>候補のない実行</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Open or create a project to compare its benchmark runs.</source>
        <translation>ベンチマーク実行を比較するには、プロジェクトを開くか作成してください。</translation>
    </message>
    <message>
        <source>No benchmark runs are stored yet. Import vendor logs or run the agent on the Benchmarks page; the cost charts below need no runs.</source>
        <translation>ベンチマーク実行はまだ保存されていません。「ベンチマーク」ページでベンダーのログをインポートするか、エージェントを実行してください。下のコストグラフには実行は不要です。</translation>
    </message>
    <message>
        <source>vendor claim</source>
        <translation>ベンダーの主張</translation>
    </message>
    <message>
        <source>own measurement</source>
        <translation>自社測定</translation>
    </message>
    <message>
        <source> [stale: BOM changed]</source>
        <translation>［失効：部品表変更］</translation>
    </message>
    <message>
        <source>The candidate's BOM changed after this run; its result may no longer describe the cluster.</source>
        <translation>この実行後に候補の部品表が変更されました。結果は現在のクラスターを表していない可能性があります。</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>グラフのエクスポート</translation>
    </message>
    <message>
        <source>Claims checked</source>
        <translation>検証済みの主張</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Quoted by the supplier</source>
        <translation>ベンダーの主張</translation>
    </message>
    <message>
        <source>Own measurement</source>
        <translation>自社測定</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Heatmap host (or click a host's cell)</source>
        <translation>ヒートマップのホスト（ホストのセルをクリックしても可）</translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation>すべてのノード</translation>
    </message>
    <message>
        <source>Show every host in the heatmap again</source>
        <translation>ヒートマップに全ホストを再び表示します</translation>
    </message>
    <message>
        <source> [this computer: not a candidate's fabric, left out of the scores]</source>
        <translation> [このコンピューター: 候補のファブリックではないためスコアから除外]</translation>
    </message>
</context>
<context>
    <name>fw::app::CostInputModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2/h</source>
        <translation>%1 %2/h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>未入力</translation>
    </message>
    <message>
        <source> (override)</source>
        <translation> (上書き)</translation>
    </message>
    <message>
        <source>Derivation replaced by the override: %1</source>
        <translation>導出値は上書きにより置き換えられています: %1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力項目</translation>
    </message>
    <message>
        <source>Value used</source>
        <translation>使用する値</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Note, quote or reason for an override</source>
        <translation>メモ、見積もり、または上書きの理由</translation>
    </message>
    <message>
        <source>How it is obtained</source>
        <translation>値の求め方</translation>
    </message>
    <message>
        <source>One of the three numbers without which the cost model is not ready.</source>
        <translation>コストモデルの準備完了に必要な 3 つの数値の 1 つです。</translation>
    </message>
    <message>
        <source> (quoted)</source>
        <translation>（見積り）</translation>
    </message>
    <message>
        <source>%1: price sheet line(s) %2</source>
        <translation>%1：価格シートの行 %2</translation>
    </message>
</context>
<context>
    <name>fw::app::CostPage</name>
    <message>
        <source>Set the cost period</source>
        <translation>コスト期間の設定</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1を編集</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>期間:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>通貨:</translation>
    </message>
    <message>
        <source>Acceptance thresholds:</source>
        <translation>受け入れのしきい値:</translation>
    </message>
    <message>
        <source>min GB/s</source>
        <translation>最小 GB/s</translation>
    </message>
    <message>
        <source>max p99 µs</source>
        <translation>最大 p99 µs</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <translation>候補:</translation>
    </message>
    <message>
        <source>&lt;b&gt;All candidates&lt;/b&gt;</source>
        <translation>&lt;b&gt;すべての候補&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;What moves the cost per accepted run most&lt;/b&gt;, each input moved by ±</source>
        <translation>&lt;b&gt;受け入れられた実行あたりのコストに最も影響する入力&lt;/b&gt;、各入力の変動幅 ±</translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-even&lt;/b&gt;: the value of one input at which this candidate costs as much per accepted run as another</source>
        <translation>&lt;b&gt;損益分岐点&lt;/b&gt;: この候補の受け入れられた実行あたりのコストが他の候補と等しくなる、ある入力項目の値</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>対 %1</translation>
    </message>
    <message>
        <source>Add candidates on the Candidates page to build their cost models.</source>
        <translation>コストモデルを作成するには、[候補] ページで候補を追加してください。</translation>
    </message>
    <message>
        <source>Ready: useful GPU utilisation, the acceptance rate at %1 nodes and the operations hours are known. Cost per accepted run: %2.</source>
        <translation>準備完了: 有効 GPU 利用率、%1 ノードでの受け入れ率、運用時間が判明しています。受け入れられた実行あたりのコスト: %2。</translation>
    </message>
    <message>
        <source>Not ready. Missing:
• %1</source>
        <translation>準備未完了。不足している項目:
• %1</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Fabric-adjusted cost per %1</source>
        <translation>%1あたりのファブリック調整後コスト</translation>
    </message>
    <message>
        <source>Accepted runs</source>
        <translation>受け入れられた実行</translation>
    </message>
    <message>
        <source>Cost per accepted run</source>
        <translation>受け入れられた実行あたりのコスト</translation>
    </message>
    <message>
        <source>Cost per accepted output</source>
        <translation>受け入れられた出力あたりのコスト</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>準備状況</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>no inference volume entered</source>
        <translation>推論量が未入力</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>準備完了</translation>
    </message>
    <message numerus="yes">
        <source>not ready: %n number(s) missing</source>
        <translation>
            <numerusform>準備未完了: 数値が %n 個不足</numerusform>
        </translation>
    </message>
    <message>
        <source>Change of the cost per accepted run (%1) of %2</source>
        <translation>%2 の受け入れられた実行あたりのコスト (%1) の変化</translation>
    </message>
    <message>
        <source>input −%1 %</source>
        <translation>入力 −%1 %</translation>
    </message>
    <message>
        <source>input +%1 %</source>
        <translation>入力 +%1 %</translation>
    </message>
    <message>
        <source>A break-even needs two candidates.</source>
        <translation>損益分岐点の算出には 2 つの候補が必要です。</translation>
    </message>
    <message>
        <source>No value of %1 makes %2 cost as much per accepted run as %3 (%4); it is %5 now.</source>
        <translation>%1 をどの値にしても、%2 の受け入れられた実行あたりのコストは %3 (%4) と等しくなりません。現在の値は %5 です。</translation>
    </message>
    <message>
        <source>%1 costs as much per accepted run as %2 (%3) when its %4 is %5; it is %6 now.</source>
        <translation>%4 が %5 のとき、%1 の受け入れられた実行あたりのコストは %2 (%3) と等しくなります。現在の値は %6 です。</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>変更は保存されていません</translation>
    </message>
    <message>
        <source>The currency must not be empty.</source>
        <translation>通貨は空にできません。</translation>
    </message>
    <message>
        <source>Edit the cost settings</source>
        <translation>コスト設定の編集</translation>
    </message>
    <message>
        <source>A run is accepted only if its bus bandwidth at the size on the right (else at its largest message size) reaches this (GB/s). Leave empty to not check it.</source>
        <translation>右のサイズ (未指定なら最大メッセージサイズ) でのバス帯域幅がこの値 (GB/s) に達した実行だけを受け入れます。確認しない場合は空欄にします。</translation>
    </message>
    <message>
        <source>at bytes</source>
        <translation>対象サイズ</translation>
    </message>
    <message>
        <source>The message size in bytes the bus bandwidth and the coefficient of variation are judged at; empty: each run's largest size. A run without this size is rejected.</source>
        <translation>バス帯域幅と変動係数を判定するメッセージサイズ (バイト)。空欄なら各実行の最大サイズ。このサイズのない実行は不合格です。</translation>
    </message>
    <message>
        <source>The message size in bytes the p99 latency is judged at; empty: each run's smallest size. A run without this size is rejected.</source>
        <translation>p99 レイテンシを判定するメッセージサイズ (バイト)。空欄なら各実行の最小サイズ。このサイズのない実行は不合格です。</translation>
    </message>
    <message>
        <source>min ranks</source>
        <translation>最小ランク数</translation>
    </message>
    <message>
        <source>A run is accepted only with at least this many ranks. Leave empty to not check it.</source>
        <translation>この数以上のランクでの実行だけを受け入れます。確認しない場合は空欄にします。</translation>
    </message>
    <message>
        <source>min nodes</source>
        <translation>最小ノード数</translation>
    </message>
    <message>
        <source>A run is accepted only on at least this many nodes. Leave empty to not check it.</source>
        <translation>この数以上のノードでの実行だけを受け入れます。確認しない場合は空欄にします。</translation>
    </message>
    <message>
        <source>max CV %</source>
        <translation>最大 CV %</translation>
    </message>
    <message>
        <source>A run is accepted only if the coefficient of variation of its time (stdev / mean, in percent) stays at or below this. Leave empty to not check it.</source>
        <translation>時間の変動係数 (標準偏差 / 平均、パーセント) がこの値以下の実行だけを受け入れます。確認しない場合は空欄にします。</translation>
    </message>
    <message>
        <source>correctness passed</source>
        <translation>正しさ合格</translation>
    </message>
    <message>
        <source>A run is accepted only if every row was checked and right; an unverified run is rejected. A failed check always rejects a run.</source>
        <translation>すべての行が検証され正しかった実行だけを受け入れます。未検証の実行は不合格です。検証の失敗は常に不合格になります。</translation>
    </message>
    <message>
        <source>A run is accepted only if its p99 latency at the size on the right (else at its smallest message size) stays at or below this (µs). Leave empty to not check it.</source>
        <translation>右のサイズ (未指定なら最小メッセージサイズ) での p99 レイテンシがこの値 (µs) 以下の実行だけを受け入れます。確認しない場合は空欄にします。</translation>
    </message>
    <message>
        <source>An acceptance threshold must be a number of 0 or more (ranks and nodes: a whole number of 1 or more; sizes: whole bytes), or empty.</source>
        <translation>受け入れしきい値は 0 以上の数値 (ランク数とノード数は 1 以上の整数、サイズは整数のバイト数) か空欄にしてください。</translation>
    </message>
    <message>
        <source>The fabric-adjusted cost per period adds up ten cost components, computed from the inputs below, and is divided by the training runs accepted on time. Each input says where it comes from; a derived one shows its formula and can be overridden with a reason in the Note column. Fractions are entered in percent.</source>
        <translation>期間ごとのファブリック調整後コストは、下の入力から計算される 10 のコスト構成要素の合計を、期限内に受け入れられた学習実行の数で割ったものです。各入力項目には出典が示されます。導出値には計算式が表示され、メモ列に理由を書けば上書きできます。割合はパーセントで入力します。</translation>
    </message>
    <message>
        <source>No tornado yet: the cost model is not ready.</source>
        <translation>トルネード図はまだありません: コストモデルの準備ができていません。</translation>
    </message>
    <message>
        <source>A break-even needs the cost models of both candidates ready.</source>
        <translation>損益分岐点には、両方の候補のコストモデルの準備が必要です。</translation>
    </message>
    <message>
        <source>Exchange rates:</source>
        <translation>為替レート：</translation>
    </message>
    <message>
        <source>What one unit of another currency is worth in the project's currency, and the date of the rate. Prices quoted in that currency are converted with it. Type a new currency in the empty row; clear a rate to remove it.</source>
        <translation>他の通貨 1 単位がプロジェクトの通貨でいくらになるかと、そのレートの日付。その通貨で見積もられた価格はこのレートで換算されます。新しい通貨は空の行に入力し、レートを消すと削除されます。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>1 unit in %1</source>
        <translation>1 単位あたりの %1</translation>
    </message>
    <message>
        <source>As of (date)</source>
        <translation>基準日</translation>
    </message>
    <message>
        <source>An exchange rate is a number greater than 0, with its date as 2026-11-30.</source>
        <translation>為替レートは 0 より大きい数値で、日付は 2026-11-30 の形式です。</translation>
    </message>
    <message>
        <source>Set the exchange rate of %1</source>
        <translation>%1 の為替レートを設定</translation>
    </message>
    <message>
        <source>Remove the exchange rate of %1</source>
        <translation>%1 の為替レートを削除</translation>
    </message>
    <message>
        <source>Line-rate floor (%):</source>
        <translation>回線速度の下限 (%):</translation>
    </message>
    <message>
        <source>Once any threshold is set, a run across nodes is accepted only if its bus bandwidth at its largest size (%1 or more) reaches this share of the line rate its candidate's BOM declares (NIC speed × the NICs its ranks on a node use). Empty: %2 %. A higher share tightens the rule; a lower one, or 0 to turn it off, needs a reason on the right, which the report shows.</source>
        <translation>しきい値を 1 つでも設定すると、複数ノードにまたがる実行は、最大サイズ (%1 以上) のバス帯域幅が候補の BOM に記載された回線速度 (NIC 速度 × 1 ノード上のランクが使う NIC 数) のこの割合に達した場合にのみ合格となります。空欄: %2 %。割合を上げるとルールが厳しくなります。下げる場合 (0 で無効) は右欄に理由が必要で、レポートに記載されます。</translation>
    </message>
    <message>
        <source>Why the floor is lowered (needed below the default)</source>
        <translation>下限を下げる理由 (既定値未満では必須)</translation>
    </message>
</context>
<context>
    <name>fw::app::CounterDeltaModel</name>
    <message>
        <source>critical</source>
        <translation>重大</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>The counter went down: it was reset between the snapshots, so its change is unknown.</source>
        <translation>カウンターが減少しました。スナップショットの間にリセットされたため、変化量は不明です。</translation>
    </message>
    <message>
        <source>Alarm: %1</source>
        <translation>アラーム: %1</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Device/port</source>
        <translation>デバイス/ポート</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>後</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>差分</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>毎秒</translation>
    </message>
</context>
<context>
    <name>fw::app::CountersPage</name>
    <message>
        <source>Dispatch %1, %2, %3</source>
        <translation>ディスパッチ %1、%2、%3</translation>
    </message>
    <message>
        <source> (plan run %1, step %2, %3)</source>
        <translation>（プランの実行 %1、ステップ %2、%3）</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: larger than a counters file can be</source>
        <translation>%1: カウンターファイルとしては大きすぎます</translation>
    </message>
    <message>
        <source>%1: no counters or counter_delta event; not a saved fabric-agent counters stream</source>
        <translation>%1: counters または counter_delta イベントがありません。保存された fabric-agent counters の出力ではありません</translation>
    </message>
    <message>
        <source>%1 (imported file)</source>
        <translation>%1（インポートしたファイル）</translation>
    </message>
    <message>
        <source>Import Counter Snapshot</source>
        <translation>カウンタースナップショットのインポート</translation>
    </message>
    <message>
        <source>fabric-agent counters (*.jsonl *.json);;All files (*)</source>
        <translation>fabric-agent counters (*.jsonl *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>no phase</source>
        <translation>フェーズなし</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1: %2 から %3</translation>
    </message>
    <message>
        <source>more than %1 per second</source>
        <translation>毎秒 %1 超</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>%1 超</translation>
    </message>
    <message>
        <source>%1 (rule %2, %3)</source>
        <translation>%1（ルール %2、%3）</translation>
    </message>
    <message>
        <source>Not included in this data:</source>
        <translation>このデータに含まれないもの:</translation>
    </message>
    <message>
        <source>Alarms: none</source>
        <translation>アラーム: なし</translation>
    </message>
    <message numerus="yes">
        <source>Alarms: %n (%1 critical)</source>
        <translation>
            <numerusform>アラーム: %n 件（重大 %1 件）</numerusform>
        </translation>
    </message>
    <message>
        <source>No counter data in this project yet. Dispatch fabric-agent counters from the Faults &amp; Replay page, or import a saved counters file.</source>
        <translation>このプロジェクトにはまだカウンターデータがありません。「障害とリプレイ」ページから fabric-agent counters を実行するか、保存したカウンターファイルをインポートしてください。</translation>
    </message>
    <message>
        <source>No project is open. You can still import a saved counters file.</source>
        <translation>プロジェクトが開かれていません。保存したカウンターファイルのインポートは可能です。</translation>
    </message>
    <message>
        <source>Choose a counters run on the left.</source>
        <translation>左側でカウンターの実行を選んでください。</translation>
    </message>
    <message>
        <source>This stream cannot be read: %1</source>
        <translation>この出力は読み取れません: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>unknown interval</source>
        <translation>間隔不明</translation>
    </message>
    <message>
        <source>No counter data: the agent could read no counters on this host (see the notes).</source>
        <translation>カウンターデータがありません。エージェントはこのホストでカウンターを読み取れませんでした（注記を参照）。</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) changed, %1 unchanged, over %2.</source>
        <translation>
            <numerusform>%2 の間に %n 個のカウンターが変化、%1 個は変化なし。</numerusform>
        </translation>
    </message>
    <message>
        <source>Computed from the first and last snapshot: the agent's alarm rules were not applied.</source>
        <translation>最初と最後のスナップショットから計算しました。エージェントのアラームルールは適用されていません。</translation>
    </message>
    <message>
        <source>No counter data: the agent could read no counters on %1 (see the notes).</source>
        <translation>カウンターデータがありません。エージェントは %1 でカウンターを読み取れませんでした（注記を参照）。</translation>
    </message>
    <message numerus="yes">
        <source>One snapshot of %n counter(s) on %1 at %2: a change needs a second snapshot.</source>
        <translation>
            <numerusform>%1 の %2 時点のカウンター %n 個のスナップショット 1 つ: 変化を見るには 2 つ目のスナップショットが必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>No counter data in this stream.</source>
        <translation>この出力にはカウンターデータがありません。</translation>
    </message>
    <message>
        <source>The stream was cut off: the run was interrupted.</source>
        <translation>出力が途中で切れています。実行は中断されました。</translation>
    </message>
    <message>
        <source>The agent reported: %1</source>
        <translation>エージェントの報告: %1</translation>
    </message>
    <message>
        <source>Port, RoCE congestion, pause and interface counters read by fabric-agent counters, with the alarms its rules raise. Critical alarms are red, warnings amber.</source>
        <translation>fabric-agent counters が読み取ったポート、RoCE 輻輳、ポーズ、インターフェースのカウンターと、そのルールによるアラーム。重大なアラームは赤、警告は黄色で表示します。</translation>
    </message>
    <message>
        <source>Counter &amp;runs:</source>
        <translation>カウンターの実行(&amp;R):</translation>
    </message>
    <message>
        <source>Import Counter Snapshot...</source>
        <translation>カウンタースナップショットのインポート...</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>間隔(&amp;I):</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Device/port</source>
        <translation>デバイス/ポート</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>差分</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>毎秒</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>fw::app::DecisionMatrixModel</name>
    <message>
        <source>no weight changes the winner</source>
        <translation>どの重みを変えても勝者は変わりません</translation>
    </message>
    <message>
        <source>%1%2 (to %3): %4 leads</source>
        <translation>%1%2 (%3 へ): %4 が首位</translation>
    </message>
    <message>
        <source>%1 ± %2%3</source>
        <translation>%1 ± %2%3</translation>
    </message>
    <message>
        <source> (auto)</source>
        <translation> (自動)</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Scored by hand (± %1). %2</source>
        <translation>手動で採点 (± %1)。%2</translation>
    </message>
    <message>
        <source>
Given before any benchmark run was stored.</source>
        <translation>
ベンチマークの実行が保存される前に付けられたスコアです。</translation>
    </message>
    <message>
        <source>No evidence for an automatic score: type a score from 0 to 10, e.g. "7" or "7 ± 1.5".</source>
        <translation>自動採点の根拠がありません。0 から 10 のスコアを入力してください (例: 「7」、「7 ± 1.5」)。</translation>
    </message>
    <message>
        <source>Weighted total</source>
        <translation>重み付き合計</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>How much this weight must change, all others held, before another candidate takes the lead.</source>
        <translation>他の重みをすべて固定したとき、別の候補が首位になるまでにこの重みをどれだけ変える必要があるかを示します。</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>比率</translation>
    </message>
    <message>
        <source>Weight change that changes the winner</source>
        <translation>勝者が変わる重みの変化量</translation>
    </message>
    <message>
        <source> (override)</source>
        <translation> (上書き)</translation>
    </message>
    <message>
        <source>Automatic, from evidence (%1): %2
Formula: %3
Type a score to override it with a reason.</source>
        <translation>自動、証拠から (%1): %2
式: %3
理由を添えて上書きするにはスコアを入力してください。</translation>
    </message>
    <message>
        <source>Typed override (± %1), in force: %2
The evidence gives %3: %4
Clear it to use the automatic score again.</source>
        <translation>入力による上書き (± %1)、適用中: %2
証拠からは %3: %4
消去すると自動スコアに戻ります。</translation>
    </message>
    <message>
        <source>A criterion from the buyer's guide. Set its weight to 0 or remove it if it does not apply.</source>
        <translation>購入者ガイドにある基準です。当てはまらない場合は重みを 0 にするか削除してください。</translation>
    </message>
    <message>
        <source>needs an own run</source>
        <translation>自社測定が必要</translation>
    </message>
    <message>
        <source>needs a plan run</source>
        <translation>プラン実行が必要</translation>
    </message>
    <message>
        <source>needs the cost model</source>
        <translation>コストモデルが必要</translation>
    </message>
    <message>
        <source>needs answers</source>
        <translation>回答が必要</translation>
    </message>
    <message>
        <source>type a score</source>
        <translation>スコアを入力</translation>
    </message>
    <message>
        <source>needs an own p99</source>
        <translation>自社測定の p99 が必要</translation>
    </message>
    <message>
        <source>needs a workload replay</source>
        <translation>ワークロードの再現が必要</translation>
    </message>
</context>
<context>
    <name>fw::app::DecisionPage</name>
    <message>
        <source>Export the worksheet</source>
        <translation>ワークシートのエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Set the weight of %1</source>
        <translation>%1 の重みを設定</translation>
    </message>
    <message>
        <source>Rename the criterion %1</source>
        <translation>基準 %1 の名前を変更</translation>
    </message>
    <message>
        <source>Edit a score</source>
        <translation>スコアの編集</translation>
    </message>
    <message>
        <source>Edit the worksheet</source>
        <translation>ワークシートの編集</translation>
    </message>
    <message>
        <source>Add criterion</source>
        <translation>基準を追加</translation>
    </message>
    <message>
        <source>Remove criterion</source>
        <translation>基準を削除</translation>
    </message>
    <message>
        <source>Copy as table</source>
        <translation>表としてコピー</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV をエクスポート...</translation>
    </message>
    <message>
        <source>Filled before any benchmark: some typed scores (yellow) were given before a benchmark run was stored. Review them against the measurements.</source>
        <translation>ベンチマーク前の入力: 入力済みスコアの一部 (黄色) は、ベンチマークの実行が保存される前に付けられたものです。測定結果と照らし合わせて見直してください。</translation>
    </message>
    <message>
        <source>Filled before any benchmark: no benchmark run is stored in this project, so every score here is an expectation, not a result. The buyer's guide uses this matrix after the acceptance test.</source>
        <translation>ベンチマーク前の入力: このプロジェクトにはベンチマークの実行が保存されていないため、ここにあるスコアはすべて結果ではなく見込みです。購入者ガイドでは、このマトリクスを受け入れテストの後に使います。</translation>
    </message>
    <message>
        <source>The cost model is not ready for %1, so its cost is not scored automatically (Cost page).</source>
        <translation>%1 のコストモデルの準備ができていないため、コストは自動採点されません ([コスト] ページ)。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>New criterion</source>
        <translation>新しい基準</translation>
    </message>
    <message>
        <source>Remove criterion %1</source>
        <translation>基準 %1 を削除</translation>
    </message>
    <message>
        <source>Worksheet not exported</source>
        <translation>ワークシートはエクスポートされませんでした</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>Override the automatic score</source>
        <translation>自動スコアの上書き</translation>
    </message>
    <message>
        <source>Why does the typed score replace the one computed from the evidence? The reason is shown with the score and in the report.</source>
        <translation>入力したスコアが証拠から計算したスコアに代わる理由は何ですか。理由はスコアと報告書に表示されます。</translation>
    </message>
    <message>
        <source>Score not changed</source>
        <translation>スコアは変更されていません</translation>
    </message>
    <message>
        <source>An override of an automatic score needs a reason.</source>
        <translation>自動スコアの上書きには理由が必要です。</translation>
    </message>
    <message>
        <source>No own, current benchmark run to compare the candidates on: latency and bandwidth are typed.</source>
        <translation>候補を比較できる自社の最新ベンチマーク実行がありません。レイテンシと帯域幅は入力値です。</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>実行 %1: %2</translation>
    </message>
    <message>
        <source>Latency and bandwidth are scored from own, current runs of one setup: %1.</source>
        <translation>レイテンシと帯域幅は、同じ構成の自社の最新実行から採点しています: %1。</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>除外: %1</translation>
    </message>
    <message>
        <source>Weigh the criteria and score each candidate from 0 to 10. Scores backed by stored evidence are computed (blue, with source and formula in the tooltip); the others are typed as "7" or "7 ± 1.5", the ± saying how sure you are. Use the matrix after the benchmark, not before.</source>
        <translation>基準に重みを付け、各候補を 0 から 10 で採点します。保存済みの根拠に基づくスコアは自動で計算されます (青色で表示され、出典と計算式はツールチップに示されます)。それ以外は「7」や「7 ± 1.5」のように入力し、± で確信の度合いを表します。マトリクスはベンチマークの前ではなく後に使ってください。</translation>
    </message>
    <message>
        <source>Tie margin: 2 × √(Σ (weight share)² × (σ₁² + σ₂²)) over the criteria, σ being each score's ± (1 for a typed score unless given, 0.5 for an automatic one). Candidates closer than that cannot be told apart by this matrix, and the recommendation is to rent or benchmark both.</source>
        <translation>引き分けマージン: 全基準にわたる 2 × √(Σ (重みの比率)² × (σ₁² + σ₂²))。σ は各スコアの ± です (入力したスコアで指定がなければ 1、自動スコアは 0.5)。これより差の小さい候補はこのマトリクスでは区別できないため、両方をレンタルするかベンチマークすることを推奨します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Worksheet for the procurement document&lt;/b&gt;: operations owner and expansion path are typed here</source>
        <translation>&lt;b&gt;調達ドキュメント用ワークシート&lt;/b&gt;: 運用責任者と拡張パスはここに入力します</translation>
    </message>
    <message numerus="yes">
        <source>Filled before your own benchmark: %n supplier claim(s) are stored, but no own all-reduce measurement, so every typed score here is an expectation, not a result. The buyer's guide uses this matrix after the acceptance test.</source>
        <translation>
            <numerusform>自社ベンチマーク前の入力: ベンダーの主張は %n 件保存されていますが、自社の all-reduce 測定がないため、ここで入力したスコアはすべて結果ではなく見込みです。購入ガイドでは、このマトリクスを受け入れテストの後に使います。</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Benchmarks: Run the Agent or Import</source>
        <translation>ベンチマークへ: エージェント実行またはインポート</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>%1 へ</translation>
    </message>
    <message>
        <source>an own, current all-reduce run of each candidate: run the agent on its cluster, or import your own measurement with the source "Own measurement"</source>
        <translation>各候補の最新の自社 all-reduce 実行 (クラスタでエージェントを実行するか、ソース「自社測定」で自社の測定をインポート)</translation>
    </message>
    <message>
        <source>an acceptance plan run with fault and counter steps</source>
        <translation>障害ステップとカウンターステップを含む受け入れプランの実行</translation>
    </message>
    <message>
        <source>a complete cost model</source>
        <translation>完成したコストモデル</translation>
    </message>
    <message>
        <source>the supplier's answers to the questionnaire</source>
        <translation>質問票へのベンダーの回答</translation>
    </message>
    <message>
        <source>a score you type (no measurement gives it)</source>
        <translation>入力するスコア (測定からは得られません)</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>• %1 of %2: waits for %3%4.</source>
        <translation>• %2 の %1: %3%4 を待っています。</translation>
    </message>
    <message>
        <source>Scores still needed:</source>
        <translation>まだ必要なスコア:</translation>
    </message>
    <message numerus="yes">
        <source>Supplier claims (%n stored) are shown beside your measurements on Compare and in the report, but never scored: a supplier's own figures do not decide.</source>
        <translation>
            <numerusform>ベンダーの主張 (%n 件保存) は「比較」ページとレポートで自社測定と並べて表示されますが、スコアには使いません。ベンダー自身の数値では決めないためです。</numerusform>
        </translation>
    </message>
    <message>
        <source>an own, current run of each candidate that measured a p99 latency: run the agent on its cluster (an nccl-tests or OSU log gives average times only, which score bandwidth but not the tail)</source>
        <translation>p99 レイテンシーを測定した各候補の自社の最新実行: そのクラスターでエージェントを実行してください (nccl-tests や OSU のログは平均時間のみで、帯域幅は評価できますがテールレイテンシは評価できません)</translation>
    </message>
    <message>
        <source>a complete replay of the workload's pattern on each candidate's cluster, alone (Plan from Workload)</source>
        <translation>各候補のクラスタでのワークロードパターンの完全な単独再現（ワークロードからプラン）</translation>
    </message>
</context>
<context>
    <name>fw::app::DemoMeasurement</name>
    <message numerus="yes">
        <source>Measuring this computer: starting %n rank(s) through mpirun…</source>
        <translation>
            <numerusform>このコンピューターを測定中: mpirun で %n ランクを起動しています…</numerusform>
        </translation>
    </message>
    <message>
        <source>A measurement of this computer needs mpirun (Open MPI or MPICH) on the PATH; none was found, so the demo holds no run made here. With mpirun installed, the Benchmarks page's "Run the Agent" measures this computer.</source>
        <translation>このコンピューターの測定には PATH 上の mpirun (Open MPI または MPICH) が必要ですが、見つからなかったため、デモにはこのコンピューターで測定した実行がありません。mpirun をインストールすると、ベンチマークページの「エージェントを実行」でこのコンピューターを測定できます。</translation>
    </message>
    <message>
        <source>A measurement of this computer needs fabric-agent beside the app (%1); it is missing, so the demo holds no run made here.</source>
        <translation>このコンピューターの測定にはアプリと同じ場所の fabric-agent (%1) が必要ですが、見つからないため、デモにはこのコンピューターで測定した実行がありません。</translation>
    </message>
    <message>
        <source>Measuring this computer: preparing…</source>
        <translation>このコンピューターを測定中: 準備しています…</translation>
    </message>
    <message>
        <source>The measurement of this computer did not start.</source>
        <translation>このコンピューターの測定を開始できませんでした。</translation>
    </message>
    <message>
        <source>Measuring this computer: %1 (size %2 of %3)</source>
        <translation>このコンピューターを測定中: %1 (サイズ %2 / %3)</translation>
    </message>
    <message>
        <source>The measurement of this computer was cancelled because the demo project was closed.</source>
        <translation>デモプロジェクトが閉じられたため、このコンピューターの測定は取り消されました。</translation>
    </message>
    <message>
        <source>the importer refused the stream; it is kept as dispatch %1.</source>
        <translation>インポートがストリームを受け付けませんでした。実行 %1 として保存されています。</translation>
    </message>
    <message numerus="yes">
        <source>Measured this computer: %n message size(s), stored as an own run of no candidate.</source>
        <translation>
            <numerusform>このコンピューターを測定しました: %n 個のメッセージサイズを、候補に属さない自社実行として保存しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The measurement of this computer was cancelled.</source>
        <translation>このコンピューターの測定は取り消されました。</translation>
    </message>
    <message>
        <source>no result arrived.</source>
        <translation>結果が届きませんでした。</translation>
    </message>
    <message>
        <source>The measurement of this computer failed: %1</source>
        <translation>このコンピューターの測定に失敗しました: %1</translation>
    </message>
    <message>
        <source>Measured on this computer (not a candidate's fabric)</source>
        <translation>このコンピューターで測定 (候補のファブリックではありません)</translation>
    </message>
    <message numerus="yes">
        <source>A real measurement made when the demo project was built: fabric-agent bench, all_reduce over %n rank(s) through mpirun on this computer (%1), where the ranks talk through shared memory. It shows what the agent records; it measures this computer, not the fabric of any candidate, so it belongs to no candidate and counts for no offer.</source>
        <translation>
            <numerusform>デモプロジェクトの作成時に行った実際の測定です: fabric-agent bench、このコンピューター (%1) 上で mpirun により %n ランクの all_reduce を実行し、ランク間は共有メモリで通信しています。エージェントが何を記録するかを示すもので、測定対象はこのコンピューターであり、どの候補のファブリックでもありません。そのため、どの候補にも属さず、どの提案にも算入されません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::DispatchLiveModel</name>
    <message>
        <source>in place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>out of place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>バッファー</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>サンプル数</translation>
    </message>
    <message>
        <source>Avg (µs)</source>
        <translation>平均 (µs)</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50 (µs)</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99 (µs)</translation>
    </message>
    <message>
        <source>Bus BW (GB/s)</source>
        <translation>バス帯域幅 (GB/s)</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>誤り</translation>
    </message>
</context>
<context>
    <name>fw::app::DispatchPanel</name>
    <message>
        <source>Cancelling: stopping the job and its ranks…</source>
        <translation>中止中: ジョブとランクを停止しています…</translation>
    </message>
    <message>
        <source>This computer (local, 1 rank)</source>
        <translation>このコンピューター (ローカル、1 ランク)</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>新しい接続</translation>
    </message>
    <message>
        <source>Connection Not Saved</source>
        <translation>接続は保存されませんでした</translation>
    </message>
    <message>
        <source>Delete Connection</source>
        <translation>接続の削除</translation>
    </message>
    <message>
        <source>elapsed %1, about %2 left</source>
        <translation>経過 %1、残り約 %2</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>経過 %1</translation>
    </message>
    <message>
        <source>Cannot Run</source>
        <translation>実行できません</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>Deploying the agent (uploading and building it the first time)…</source>
        <translation>エージェントを配置しています (初回はアップロードとビルドを行います)…</translation>
    </message>
    <message>
        <source>Collecting the facts of every node…</source>
        <translation>全ノードのファクトを収集しています…</translation>
    </message>
    <message>
        <source>Running the benchmark…</source>
        <translation>ベンチマークを実行しています…</translation>
    </message>
    <message>
        <source>size %1 of %2</source>
        <translation>サイズ %1/%2</translation>
    </message>
    <message>
        <source>Measuring %1…</source>
        <translation>%1 を測定しています…</translation>
    </message>
    <message>
        <source>The run is not stored: no project is open for writing.</source>
        <translation>実行は保存されません。書き込み可能なプロジェクトが開かれていません。</translation>
    </message>
    <message>
        <source>Run Not Stored</source>
        <translation>実行は保存されませんでした</translation>
    </message>
    <message>
        <source>Run fabric-agent on this computer, or over SSH on a candidate cluster, where it is built against the cluster's own MPI and NCCL. Results arrive live and are stored in the project.</source>
        <translation>fabric-agent をこのコンピューターで実行するか、SSH 経由で候補クラスター上で実行します。クラスター上では、そのクラスターの MPI と NCCL に合わせてビルドされます。結果はリアルタイムで届き、プロジェクトに保存されます。</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Re-trust Host Key…</source>
        <translation>ホスト鍵を再信頼…</translation>
    </message>
    <message>
        <source>Benchmark arguments:</source>
        <translation>ベンチマークの引数:</translation>
    </message>
    <message>
        <source>Options of `fabric-agent bench`, as for nccl-tests: -b, -e, -f, -n, -w, --collective, --backend</source>
        <translation>`fabric-agent bench` のオプション (nccl-tests と同様): -b、-e、-f、-n、-w、--collective、--backend</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>The run was cancelled because its project was closed; it is not stored.</source>
        <translation>プロジェクトが閉じられたため、実行は中止されました。結果は保存されません。</translation>
    </message>
    <message>
        <source>Cannot read the candidates</source>
        <translation>候補を読み込めません</translation>
    </message>
    <message>
        <source>Edit connection %1</source>
        <translation>接続 %1 を編集</translation>
    </message>
    <message>
        <source>Add connection %1</source>
        <translation>接続 %1 を追加</translation>
    </message>
    <message>
        <source>Delete the connection "%1"? Runs made through it keep their results; Edit &gt; Undo brings the connection back.</source>
        <translation>接続「%1」を削除しますか? この接続で行った実行の結果は残ります。[編集] &gt; [元に戻す] で接続を復元できます。</translation>
    </message>
    <message>
        <source>Delete connection %1</source>
        <translation>接続 %1 を削除</translation>
    </message>
    <message>
        <source>Copy to…</source>
        <translation>コピー先…</translation>
    </message>
    <message>
        <source>Copy this connection to another candidate</source>
        <translation>この接続を別の候補にコピーします</translation>
    </message>
    <message>
        <source>No candidate is chosen above: a run made here is stored, but counts for no offer until it is moved to one.</source>
        <translation>上で候補が選ばれていません。ここで行った実行は保存されますが、候補に移すまではどの提案にも数えられません。</translation>
    </message>
    <message numerus="yes">
        <source>Dispatch %1, started %2, did not end: the program stopped while it ran. The %n size(s) that had arrived are kept in the project as an interrupted dispatch, not as a benchmark run.</source>
        <translation>
            <numerusform>%2 に開始した実行 %1 は終了しませんでした。実行中にプログラムが停止しました。それまでに届いた %n 個のサイズは、ベンチマークの実行としてではなく、中断された実行としてプロジェクトに保持されています。</numerusform>
        </translation>
    </message>
    <message>
        <source>The run was cancelled because its project was closed; what had arrived stays in that project as interrupted dispatch %1.</source>
        <translation>プロジェクトが閉じられたため、実行は中止されました。それまでに届いた結果は、そのプロジェクトに中断された実行 %1 として残ります。</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n message size(s) measured.</source>
        <translation>
            <numerusform>完了：%n 個のメッセージサイズを測定しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1:</source>
        <translation>%1 上で:</translation>
    </message>
    <message>
        <source>Run the agent now?</source>
        <translation>今すぐエージェントを実行しますか?</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>コマンド: %1</translation>
    </message>
    <message>
        <source>Run the Agent</source>
        <translation>エージェントを実行</translation>
    </message>
    <message>
        <source>Measured on this computer: the run is marked so and left out of the scores and the acceptance rate.</source>
        <translation>このコンピューターで測定: 実行はその旨が記録され、スコアと受け入れ率から除外されます。</translation>
    </message>
</context>
<context>
    <name>fw::app::DispatchProfileDialog</name>
    <message>
        <source>Connection</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>ssh-agent</source>
        <translation>ssh-agent</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>鍵ファイル</translation>
    </message>
    <message>
        <source>e.g. ~/.ssh/id_ed25519</source>
        <translation>例: ~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <source>[user@]host[:port], optional</source>
        <translation>[user@]host[:port] (省略可)</translation>
    </message>
    <message>
        <source>Relative paths are below the remote home folder.</source>
        <translation>相対パスはリモートのホームフォルダーを基準とします。</translation>
    </message>
    <message>
        <source>One host name per line</source>
        <translation>1 行に 1 つのホスト名</translation>
    </message>
    <message>
        <source>The agent installed with the workbench</source>
        <translation>Workbench と一緒にインストールされたエージェント</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Launcher:</source>
        <translation>ランチャー:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>ホスト:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>ポート:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>ユーザー:</translation>
    </message>
    <message>
        <source>Identity:</source>
        <translation>認証方式:</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>鍵ファイル:</translation>
    </message>
    <message>
        <source>Jump host:</source>
        <translation>踏み台ホスト:</translation>
    </message>
    <message>
        <source>Remote work folder:</source>
        <translation>リモートの作業フォルダー:</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>ノード:</translation>
    </message>
    <message>
        <source>Node count (srun):</source>
        <translation>ノード数 (srun):</translation>
    </message>
    <message>
        <source>Ranks per node:</source>
        <translation>ノードあたりのランク数:</translation>
    </message>
    <message>
        <source>Launcher arguments:</source>
        <translation>ランチャーの引数:</translation>
    </message>
    <message>
        <source>Local agent:</source>
        <translation>ローカルエージェント:</translation>
    </message>
    <message>
        <source>No candidate</source>
        <translation>候補なし</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <translation>候補:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>An SSH keepalive message goes out this often; a link that stays silent for twice as long is given up, and the run is stored as interrupted.</source>
        <translation>この間隔で SSH キープアライブメッセージを送ります。その 2 倍の時間応答のない接続は切断されたものとみなし、実行は中断として保存されます。</translation>
    </message>
    <message>
        <source>Keepalive interval:</source>
        <translation>キープアライブ間隔:</translation>
    </message>
    <message>
        <source>This computer is a node of the candidate's cluster</source>
        <translation>このコンピューターは候補のクラスターのノードです</translation>
    </message>
    <message>
        <source>Ask before each run</source>
        <translation>実行のたびに確認する</translation>
    </message>
    <message>
        <source>Without it, a run of the local launcher measures this computer, not the candidate's fabric: it is marked "this computer" and left out of the scores. With it, the host name the agent reports is checked against the hosts of the candidate's BOM.</source>
        <translation>指定しない場合、ローカルランチャーでの実行は候補のファブリックではなくこのコンピューターを測定します。「このコンピューター」と記録され、スコアから除外されます。指定すると、エージェントが報告したホスト名を候補の部品表のホストと照合します。</translation>
    </message>
</context>
<context>
    <name>fw::app::EvidencePage</name>
    <message>
        <source>Change not saved</source>
        <translation>変更は保存されていません</translation>
    </message>
</context>
<context>
    <name>fw::app::FaultResultsView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>before the fault</source>
        <translation>障害の前</translation>
    </message>
    <message>
        <source>during the fault</source>
        <translation>障害中</translation>
    </message>
    <message>
        <source>after the revert</source>
        <translation>復旧操作の後</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>No plan run chosen, or it has not run any step yet.</source>
        <translation>プランの実行が選ばれていないか、まだどのステップも実行されていません。</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>ステップ %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s). Every run completed.</source>
        <translation>
            <numerusform>%n ステップ。すべての実行が完了しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s). Runs that failed or were aborted are results of their step, marked in red.</source>
        <translation>
            <numerusform>%n ステップ。失敗または中断した実行はそのステップの結果として赤で示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (host %2)</source>
        <translation>%1（ホスト %2）</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>読み取り不可</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>the stream stopped without its end event</source>
        <translation>出力が end イベントなしで終わりました</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <source>no results</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>average bus bandwidth %1</source>
        <translation>平均バス帯域幅 %1</translation>
    </message>
    <message>
        <source>%1 at %2: p99 %3, bus bandwidth %4</source>
        <translation>%1（%2）: p99 %3、バス帯域幅 %4</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>障害</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>復旧操作</translation>
    </message>
    <message>
        <source>reverted (%1)</source>
        <translation>復旧済み（%1）</translation>
    </message>
    <message>
        <source>revert failed</source>
        <translation>復旧操作に失敗</translation>
    </message>
    <message>
        <source>no revert recorded</source>
        <translation>復旧操作の記録なし</translation>
    </message>
    <message>
        <source>the agent reverts by itself at the TTL (%1 s)</source>
        <translation>エージェントが TTL（%1 秒）で自動的に復旧します</translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>適用されていません</translation>
    </message>
    <message>
        <source>the plan run has no fault record for this step</source>
        <translation>このステップの障害記録がプランの実行にありません</translation>
    </message>
    <message>
        <source>Benchmark %1</source>
        <translation>ベンチマーク（%1）</translation>
    </message>
    <message>
        <source>Impact during the fault</source>
        <translation>障害中の影響</translation>
    </message>
    <message>
        <source>worst p99 %1</source>
        <translation>最悪の p99 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n size(s) compared</source>
        <translation>
            <numerusform>%n サイズを比較</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1、インプレース</translation>
    </message>
    <message>
        <source>p99 at %1</source>
        <translation>%1 での p99</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Bus bandwidth at %1</source>
        <translation>%1 でのバス帯域幅</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source>no benchmark before the fault</source>
        <translation>障害前のベンチマークがありません</translation>
    </message>
    <message>
        <source>no benchmark during the fault</source>
        <translation>障害中のベンチマークがありません</translation>
    </message>
    <message>
        <source>a benchmark has no results</source>
        <translation>結果のないベンチマークがあります</translation>
    </message>
    <message>
        <source>Recovery after the revert</source>
        <translation>復旧操作後の回復</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>no revert time recorded</source>
        <translation>復旧操作の時刻の記録がありません</translation>
    </message>
    <message>
        <source>no benchmark ran after the revert</source>
        <translation>復旧操作の後にベンチマークが実行されていません</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) observed</source>
        <translation>
            <numerusform>%n 回の実行を観測</numerusform>
        </translation>
    </message>
    <message>
        <source>p99 back within %1% of the baseline at every size; %2</source>
        <translation>すべてのサイズで p99 がベースラインの %1% 以内に回復; %2</translation>
    </message>
    <message>
        <source>not recovered within the observed window</source>
        <translation>観測期間内に回復せず</translation>
    </message>
    <message>
        <source>%1 s after the revert, %2; worst p99 at the last %3</source>
        <translation>復旧操作から %1 秒、%2; 最後の実行での最悪 p99 %3</translation>
    </message>
    <message>
        <source>Runs after the revert</source>
        <translation>復旧操作後の実行</translation>
    </message>
    <message numerus="yes">
        <source>%n without results</source>
        <translation>
            <numerusform>結果なし %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage run</source>
        <translation>ストレージの実行</translation>
    </message>
    <message>
        <source>p50 %1, min %2, max %3</source>
        <translation>p50 %1、最小 %2、最大 %3</translation>
    </message>
    <message>
        <source>slowest rank %1</source>
        <translation>最も遅いランク %1</translation>
    </message>
    <message>
        <source>page cache: %1</source>
        <translation>ページキャッシュ: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 per rank, %n repeat(s)</source>
        <translation>
            <numerusform>ランクあたり %1、%n 回繰り返し</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong word(s) read back</source>
        <translation>
            <numerusform>読み戻した誤りワード %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Replay run</source>
        <translation>リプレイの実行</translation>
    </message>
    <message>
        <source>Steps before the stop</source>
        <translation>停止前のステップ</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>p50 %1, p95 %2, p99 %3</source>
        <translation>p50 %1、p95 %2、p99 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), max %1</source>
        <translation>
            <numerusform>%n ステップ、最大 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <source>average %1</source>
        <translation>平均 %1</translation>
    </message>
    <message>
        <source>p50 %1, min %2</source>
        <translation>p50 %1、最小 %2</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>チェックポイント</translation>
    </message>
    <message>
        <source>p50 %1, max %2</source>
        <translation>p50 %1、最大 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>チェックポイント %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <translation>All-reduce のバス帯域幅</translation>
    </message>
    <message>
        <source>all-reduce p50 %1</source>
        <translation>all-reduce p50 %1</translation>
    </message>
    <message>
        <source>All-reduce check</source>
        <translation>All-reduce の検査</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong element(s)</source>
        <translation>
            <numerusform>誤った要素 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>シグナル %1 で強制終了</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>終了ステータス %1</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <source>%1 s wall time; last output: %2</source>
        <translation>実時間 %1 秒; 最後の出力: %2</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Counter deltas</source>
        <translation>カウンターの変化</translation>
    </message>
    <message>
        <source>Counter deltas (%1)</source>
        <translation>カウンターの変化（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n alarm(s)</source>
        <translation>
            <numerusform>アラーム %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) changed</source>
        <translation>
            <numerusform>変化したカウンター %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Alarm: %1 on %2</source>
        <translation>アラーム: %2 の %1</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>重大</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>%1 per second, limit %2</source>
        <translation>毎秒 %1、上限 %2</translation>
    </message>
    <message>
        <source>+%1, limit %2</source>
        <translation>+%1、上限 %2</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>one snapshot only</source>
        <translation>スナップショットは 1 つのみ</translation>
    </message>
    <message>
        <source>a change needs a second snapshot</source>
        <translation>変化を見るには 2 つ目のスナップショットが必要です</translation>
    </message>
    <message>
        <source>Not included</source>
        <translation>含まれないもの</translation>
    </message>
    <message>
        <source>Processes killed</source>
        <translation>強制終了したプロセス</translation>
    </message>
    <message>
        <source>none: the kill did not happen</source>
        <translation>なし: 強制終了は行われませんでした</translation>
    </message>
    <message>
        <source>the fault was reverted before its delayed kill</source>
        <translation>遅延強制終了の前に障害が元に戻されました</translation>
    </message>
    <message>
        <source>when the fault was applied</source>
        <translation>障害の適用時</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 で</translation>
    </message>
    <message>
        <source>Recovery after rank %1 was killed</source>
        <translation>ランク %1 の強制終了後の復旧</translation>
    </message>
    <message>
        <source>Counters on %1</source>
        <translation>%1 のカウンタ</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) read</source>
        <translation>
            <numerusform>%n 個のカウンタを読み取り</numerusform>
        </translation>
    </message>
    <message>
        <source>replay before the fault</source>
        <translation>障害前のリプレイ</translation>
    </message>
    <message>
        <source>replay during the fault</source>
        <translation>障害中のリプレイ</translation>
    </message>
    <message>
        <source>Replay under the fault</source>
        <translation>障害下のリプレイ</translation>
    </message>
    <message>
        <source>%1 s stalled of %2 s</source>
        <translation>%2 秒中 %1 秒停滞</translation>
    </message>
    <message numerus="yes">
        <source>mean step %1 before the fault, %2 under it, %n step(s)</source>
        <translation>
            <numerusform>平均ステップ: 障害前 %1、障害下 %2、%n ステップ</numerusform>
        </translation>
    </message>
    <message>
        <source>the replay before or under the fault has no step times</source>
        <translation>障害前または障害下のリプレイにステップ時間がありません</translation>
    </message>
    <message numerus="yes">
        <source>mean of %n repeat(s), as the cost model and the claim checks take it; p50 %1, max %2: from the kill until every rank had restored the last checkpoint; failure detection and the job's relaunch not included</source>
        <translation>
            <numerusform>%n 回の繰り返しの平均（コストモデルと主張の照合で使用）。p50 %1、最大 %2: 強制終了から全ランクが最後のチェックポイントを復元するまで。障害検知とジョブの再起動は含まない</numerusform>
        </translation>
    </message>
    <message>
        <source>Reaches</source>
        <translation>作用範囲</translation>
    </message>
    <message>
        <source>touched the fabric</source>
        <translation>ファブリックに作用した</translation>
    </message>
    <message>
        <source>did not touch the fabric's RDMA path</source>
        <translation>ファブリックの RDMA パスには作用していない</translation>
    </message>
    <message>
        <source>Bad node</source>
        <translation>不良ノード</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>The step ended before its search was stored.</source>
        <translation>探索が保存される前にステップが終了しました。</translation>
    </message>
    <message>
        <source>not one node</source>
        <translation>単一ノードではない</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>見つからず</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>実行 %1: %2</translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>%1 上: %2</translation>
    </message>
    <message>
        <source>on %1: %2 against %3</source>
        <translation>%1 上: %3 に対して%2</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Measured on this computer, not on a candidate's fabric: left out of the scores</source>
        <translation>このコンピューターで測定、候補のファブリックではありません: スコアから除外</translation>
    </message>
    <message numerus="yes">
        <source>Steps that ran on this computer (%n) measured this computer, not a candidate's fabric: the scores leave them out.</source>
        <translation>
            <numerusform>このコンピューターで実行されたステップ (%n) は候補のファブリックではなくこのコンピューターを測定しました。スコアには含まれません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>隠蔽されない通信</translation>
    </message>
    <message>
        <source>p50 %1, p99 %2</source>
        <translation>p50 %1、p99 %2</translation>
    </message>
    <message>
        <source>the step's time minus its compute (p50 %1)</source>
        <translation>ステップ時間から計算時間を引いたもの（p50 %1）</translation>
    </message>
    <message>
        <source>Request latency</source>
        <translation>リクエストレイテンシ</translation>
    </message>
    <message>
        <source>p50 %1, p99 %2, p99.9 %3</source>
        <translation>p50 %1、p99 %2、p99.9 %3</translation>
    </message>
    <message>
        <source>from when each batch was due, %1 batches/s arriving</source>
        <translation>各バッチの予定時刻から計測、到着 %1 バッチ/秒</translation>
    </message>
    <message>
        <source>Collective %1 (%2)</source>
        <translation>集団通信 %1（%2）</translation>
    </message>
    <message>
        <source>p50 %1, p99 %2 per step</source>
        <translation>ステップあたり p50 %1、p99 %2</translation>
    </message>
    <message>
        <source>Beside another job</source>
        <translation>別ジョブと同時実行</translation>
    </message>
    <message>
        <source>p99 × %1</source>
        <translation>p99 × %1</translation>
    </message>
    <message numerus="yes">
        <source>request latency p99 %1 alone, %2 beside the other job, which ran %n step(s) meanwhile</source>
        <translation>
            <numerusform>リクエストレイテンシ p99：単独 %1、別ジョブと同時 %2（その間に別ジョブは %n ステップ実行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>step time p99 %1 alone, %2 beside the other job, which ran %n step(s) meanwhile</source>
        <translation>
            <numerusform>ステップ時間 p99：単独 %1、別ジョブと同時 %2（その間に別ジョブは %n ステップ実行）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::FaultsPage</name>
    <message>
        <source>No candidate</source>
        <translation>候補なし</translation>
    </message>
    <message>
        <source>Cannot read the candidates</source>
        <translation>候補を読み込めません</translation>
    </message>
    <message>
        <source>This computer (local launcher)</source>
        <translation>このコンピューター (ローカル起動)</translation>
    </message>
    <message>
        <source>Cannot read the connections</source>
        <translation>接続を読み込めません</translation>
    </message>
    <message>
        <source>An acceptance plan runs baseline sweeps, faults, storage, workload replay and counter reads as one job over the chosen connection. A fault is applied on its node with a time-to-live and a lease, held while the benchmark runs, and reverted before the next step; should the workbench or its connection die, the node reverts it by itself. Connections are edited on the Benchmarks page, under Run the Agent.</source>
        <translation>受け入れテスト計画は、ベースライン測定、障害、ストレージ、ワークロードのリプレイ、カウンターの読み取りを、選んだ接続上で一つのジョブとして実行します。障害は有効期限とリース付きで対象ノードに適用され、ベンチマーク中は保持され、次のステップの前に元に戻されます。ワークベンチや接続が途絶えた場合は、ノード自身が元に戻します。接続はベンチマークページの「エージェントの実行」で編集します。</translation>
    </message>
    <message>
        <source>&amp;Candidate:</source>
        <translation>候補(&amp;C):</translation>
    </message>
    <message>
        <source>C&amp;onnection:</source>
        <translation>接続(&amp;O):</translation>
    </message>
    <message>
        <source>Cannot read the workload</source>
        <translation>ワークロードを読み込めません</translation>
    </message>
    <message>
        <source>No Workload to Plan From</source>
        <translation>プランの元になるワークロードがありません</translation>
    </message>
    <message>
        <source>The workload described on the Triage step cannot be laid out as it says; its problems are listed there.</source>
        <translation>初期判断ステップで記述したワークロードは記述どおりに配置できません。問題点はそちらに一覧表示されています。</translation>
    </message>
    <message>
        <source>Describe the workload on the Triage step first: its model, batch, precision and parallelism make the plan.</source>
        <translation>まず初期判断ステップでワークロードを記述してください。モデル、バッチ、精度、並列化からプランが作られます。</translation>
    </message>
</context>
<context>
    <name>fw::app::Guide</name>
    <message>
        <source>Add one candidate per supplier offer: supplier, offer name, fabric and node count. Every run, answer and cost belongs to a candidate; the toolbar adds, copies and deletes them.</source>
        <translation>サプライヤーの提案ごとに候補を 1 つ追加します（サプライヤー、提案名、ファブリック、ノード数）。実行、回答、コストはすべていずれかの候補に属します。ツールバーで追加、コピー、削除ができます。</translation>
    </message>
    <message>
        <source>Record the test bill of materials each supplier declares: adapters, switches, firmware, NCCL and driver versions, MTU. Facts the agent reads on the cluster are compared with it, and a change marks the runs that need a re-test.</source>
        <translation>各サプライヤーが申告する試験用部品表（アダプター、スイッチ、ファームウェア、NCCL とドライバーのバージョン、MTU）を記録します。エージェントがクラスターで読み取った情報と照合され、変更があると再試験が必要な実行に印が付きます。</translation>
    </message>
    <message>
        <source>Send each supplier the ten questions of its fabric and record the answers with evidence. Vague answers are flagged; a figure in an answer can be linked to your own runs or plan steps and is checked against them. The other tabs hold the operating model and the official sources.</source>
        <translation>各サプライヤーにそのファブリックの 10 の質問を送り、回答を根拠とともに記録します。あいまいな回答には印が付きます。回答中の数値は自社の実行やプランのステップにリンクでき、それらと照合されます。ほかのタブには運用モデルと公式情報源があります。</translation>
    </message>
    <message>
        <source>Import the suppliers' benchmark logs (nccl-tests, OSU, perftest) as claims, or run the agent on a candidate's cluster over SSH: it measures every iteration on every rank and the results stream in live. Drop log files on the window to import them.</source>
        <translation>サプライヤーのベンチマークログ（nccl-tests、OSU、perftest）をベンダーの主張としてインポートするか、SSH で候補のクラスター上でエージェントを実行します。エージェントは全ランクの全イテレーションを測定し、結果はリアルタイムで届きます。ログファイルをウィンドウにドロップするとインポートされます。</translation>
    </message>
    <message>
        <source>Build an acceptance plan: a baseline, faults (link down, degraded link, node removal, storage bursts), storage and workload replay, counter reads. Run it on a candidate; every fault is reverted, and the recovery and the slowdown are measured.</source>
        <translation>受け入れプランを作成します: ベースライン、障害（リンク断、リンク劣化、ノード除去、ストレージ負荷）、ストレージとワークロードのリプレイ、カウンターの読み取り。候補に対して実行すると、障害はすべて元に戻され、復旧と速度低下が測定されます。</translation>
    </message>
    <message>
        <source>Read the fabric counters of a node before and after a test, and see which errors, drops or congestion signals changed and whether they cross an alarm threshold.</source>
        <translation>試験の前後でノードのファブリックカウンターを読み取り、どのエラー、破棄、輻輳の兆候が変化し、警告のしきい値を超えたかを確認します。</translation>
    </message>
    <message>
        <source>Compare the candidates side by side: tail latency (p50, p95, p99) and bus bandwidth by message size, own measurements beside suppliers' claims, the fault timeline and the checked claims.</source>
        <translation>候補を並べて比較します: メッセージサイズ別のテールレイテンシ（p50、p95、p99）とバス帯域幅、ベンダーの主張と並べた自社測定、障害のタイムライン、照合済みの主張。</translation>
    </message>
    <message>
        <source>Enter the cost inputs per candidate: prices, power, support, staff and the cost of waste. Measured figures (acceptance rate, recovery, stalls) are filled in from the runs and marked as measured; the chart shows which input moves the cost most.</source>
        <translation>候補ごとにコストの入力（価格、電力、サポート、人員、損失のコスト）を入力します。測定値（受け入れ率、復旧、停止）は実行から取り込まれ、測定値として示されます。グラフはコストを最も動かす入力を示します。</translation>
    </message>
    <message>
        <source>Weight the criteria and read the scores: latency, bandwidth, fault behaviour, counters health, questionnaire and cost are computed from the evidence, each with its source. A typed score overrides one with a reason.</source>
        <translation>評価基準に重みを付けてスコアを確認します。レイテンシ、帯域幅、障害時の挙動、カウンターの健全性、質問票、コストは根拠から出典付きで計算されます。手入力のスコアは理由を添えて計算値を上書きします。</translation>
    </message>
    <message>
        <source>Export the procurement report as PDF or HTML in English, German or Japanese. Every figure says whether it was measured, quoted by the supplier or typed, and where it came from.</source>
        <translation>調達レポートを英語、ドイツ語、日本語の PDF または HTML で書き出します。すべての数値について、測定値か、サプライヤーの記載値か、手入力かと、その出所が示されます。</translation>
    </message>
    <message>
        <source>Answer the first-decision questions, the model-API check and the workload profile. The recommendation says whether to test InfiniBand, RoCE or both, or to compare a managed model API first. Describe your own workload (model, batch, precision, parallelism, nodes) to see which collectives one training step makes and which dominates.</source>
        <translation>最初の判断のための質問、モデル API の確認、ワークロードのプロファイルに答えてください。推奨は、InfiniBand、RoCE、または両方を試験すべきか、それとも先にマネージドのモデル API と比較すべきかを示します。自社のワークロード (モデル、バッチ、精度、並列化、ノード) を記述すると、1 回の学習ステップでどの集団通信が行われ、どれが最も多いかがわかります。</translation>
    </message>
</context>
<context>
    <name>fw::app::ImportController</name>
    <message>
        <source>%1: not imported; the import was cancelled or the project was closed.</source>
        <translation>%1: 取り込まれませんでした。取り込みが中止されたか、プロジェクトが閉じられました。</translation>
    </message>
    <message numerus="yes">
        <source>Import %1 (%n run(s))</source>
        <translation>
            <numerusform>%1 をインポート (%n 件の実行)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::LogImport</name>
    <message>
        <source>%1: the import stopped (%2); nothing of the file was stored.</source>
        <translation>%1: インポートが中断されました（%2）。ファイルの内容は何も保存されていません。</translation>
    </message>
</context>
<context>
    <name>fw::app::MainWindow</name>
    <message>
        <source>About Fabric Workbench</source>
        <translation>Fabric Workbench について</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Fabric Workbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Chooses the network fabric of a GPU cluster from evidence: questionnaires, acceptance tests, cost and a decision matrix.&lt;/p&gt;&lt;p&gt;Qt %2, SQLite %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fabric Workbench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU クラスターのネットワークファブリックを、質問票・受け入れテスト・コスト・意思決定マトリクスという根拠に基づいて選定します。&lt;/p&gt;&lt;p&gt;Qt %2、SQLite %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(open a project to see the version)</source>
        <translation>(プロジェクトを開くとバージョンが表示されます)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project...</source>
        <translation>新規プロジェクト(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>プロジェクトを開く(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったプロジェクト(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>デモプロジェクトを開く(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>プロジェクトを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Fabric Workbench</source>
        <translation>Fabric Workbench について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>元に戻す(&amp;U): %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>やり直す(&amp;R): %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Fabric Workbench</source>
        <translation>Fabric Workbench</translation>
    </message>
    <message>
        <source>%1 (example data)</source>
        <translation>%1 (サンプルデータ)</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (読み取り専用)</translation>
    </message>
    <message>
        <source>%1 - Fabric Workbench</source>
        <translation>%1 - Fabric Workbench</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>読み取り専用: %1</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>最近使ったプロジェクトはありません</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>プロジェクトを開けません</translation>
    </message>
    <message>
        <source>Cannot create the project</source>
        <translation>プロジェクトを作成できません</translation>
    </message>
    <message>
        <source>Cannot create the demo project</source>
        <translation>デモプロジェクトを作成できません</translation>
    </message>
    <message>
        <source>&amp;Import Benchmark Logs...</source>
        <translation>ベンチマークのログを取り込む(&amp;I)...</translation>
    </message>
    <message>
        <source>Reverting the held fault and stopping the plan…</source>
        <translation>保持中の障害を元に戻し、プランを停止しています…</translation>
    </message>
    <message>
        <source>Stopping the running job…</source>
        <translation>実行中のジョブを停止しています…</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>ステップ %1: %2</translation>
    </message>
    <message>
        <source>Ctrl+1 to Ctrl+0 go to the steps, Ctrl+I imports logs, F5 runs the agent, F1 shows the help of the current step. The documents in the docs folder describe every part in detail.</source>
        <translation>Ctrl+1 から Ctrl+0 で各ステップへ移動、Ctrl+I でログをインポート、F5 でエージェントを実行、F1 で現在のステップのヘルプを表示します。docs フォルダーの文書に各部分の詳細があります。</translation>
    </message>
    <message>
        <source>Help: %1</source>
        <translation>ヘルプ: %1</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>ユーザーガイド</translation>
    </message>
    <message>
        <source>Help for This &amp;Step</source>
        <translation>このステップのヘルプ(&amp;S)</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>ユーザーガイド(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Run the Agent</source>
        <translation>エージェントを実行(&amp;R)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>プロジェクトが開かれていません</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>読み取り専用</translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation>すべての変更を保存済み</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>スタートページ(&amp;S)</translation>
    </message>
    <message>
        <source>This is the demo project, filled with example data for trying the workbench: the candidates, answers and costs are invented, the suppliers' claims are real logs published for other clusters (each run names its source), and the plan runs are example results. None of it is a real offer.</source>
        <translation>これはお試し用のサンプルデータを収めたデモプロジェクトです。候補・回答・コストは架空のもので、ベンダーの主張は他のクラスタについて公開された実際のログです(各実行に出典を記載)。計画の実行結果はサンプルです。いずれも実際の提案ではありません。</translation>
    </message>
    <message>
        <source>Example data; all changes saved</source>
        <translation>サンプルデータ。すべての変更を保存済み</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (見つかりません)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop measuring this computer</source>
        <translation>このコンピューターの測定を中止</translation>
    </message>
    <message>
        <source>View &gt; Message History keeps every message.</source>
        <translation>表示 &gt; メッセージ履歴にすべてのメッセージが残ります。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Message History</source>
        <translation>メッセージ履歴(&amp;M)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a Go menu entry past the tenth: its number and name</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>fw::app::MessageHistory</name>
    <message>
        <source>No messages yet.</source>
        <translation>まだメッセージはありません。</translation>
    </message>
    <message>
        <source>Message History</source>
        <translation>メッセージ履歴</translation>
    </message>
</context>
<context>
    <name>fw::app::NewProjectDialog</name>
    <message>
        <source>New Procurement</source>
        <translation>新規調達</translation>
    </message>
    <message>
        <source>One project file holds one procurement. Its name and the buyer's organisation are shown in the window's title, on the start page and on the report's title page.</source>
        <translation>1 つのプロジェクトファイルに 1 件の調達を保存します。調達名と購入者の組織名は、ウィンドウのタイトル、スタートページ、レポートの表紙に表示されます。</translation>
    </message>
    <message>
        <source>e.g. Training cluster fabric 2027</source>
        <translation>例: 学習クラスタ用ファブリック 2027</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>選択...</translation>
    </message>
    <message>
        <source>Procurement &amp;name:</source>
        <translation>調達名(&amp;N):</translation>
    </message>
    <message>
        <source>Buyer's &amp;organisation:</source>
        <translation>購入者の組織(&amp;O):</translation>
    </message>
    <message>
        <source>Project &amp;file:</source>
        <translation>プロジェクトファイル(&amp;F):</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>ファイルを置き換えますか?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it with the new, empty project?</source>
        <translation>%1 は既に存在します。新しい空のプロジェクトで置き換えますか?</translation>
    </message>
    <message>
        <source>Project File</source>
        <translation>プロジェクトファイル</translation>
    </message>
    <message>
        <source>Fabric Workbench projects (*.fabwb)</source>
        <translation>Fabric Workbench プロジェクト (*.fabwb)</translation>
    </message>
</context>
<context>
    <name>fw::app::Pages</name>
    <message>
        <source>Triage</source>
        <translation>初期判断</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>BOM</source>
        <translation>部品表 (BOM)</translation>
    </message>
    <message>
        <source>Questionnaires</source>
        <translation>質問票</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <source>Faults &amp; Replay</source>
        <translation>障害と再現</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: to do</source>
        <translation>%1: 未完了</translation>
    </message>
    <message>
        <source>Still missing:</source>
        <translation>まだ不足しているもの:</translation>
    </message>
</context>
<context>
    <name>fw::app::PlanEditor</name>
    <message>
        <source>the connection's host</source>
        <translation>接続先ホスト</translation>
    </message>
    <message numerus="yes">
        <source>bench %1, %n time(s)</source>
        <translation>
            <numerusform>bench %1、%n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1: fault apply %2 (TTL %3 s, lease %4 s); bench %5 before, during and until p99 is within %6% again (at most %7 s)</source>
        <translation>%1 で: fault apply %2 (TTL %3 秒、リース %4 秒)。bench %5 を障害前、障害中、および p99 が再び %6% 以内に戻るまで実行 (最長 %7 秒)</translation>
    </message>
    <message>
        <source>storage %1</source>
        <translation>storage %1</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>replay %1</translation>
    </message>
    <message>
        <source>on %1: counters snapshot</source>
        <translation>%1 で: counters snapshot</translation>
    </message>
    <message>
        <source>The JSON text is not a plan the form can show; the problem is named below.</source>
        <translation>JSON テキストはフォームで表示できるプランではありません。問題は下に表示されています。</translation>
    </message>
    <message>
        <source>The plan has no steps yet: add one.</source>
        <translation>プランにはまだステップがありません。追加してください。</translation>
    </message>
    <message>
        <source>Choose a step in the list to edit it.</source>
        <translation>編集するステップを一覧から選んでください。</translation>
    </message>
    <message>
        <source>Replace the Plan</source>
        <translation>プランの置き換え</translation>
    </message>
    <message>
        <source>Replace the plan in the editor with the standard plan?</source>
        <translation>エディターのプランを標準プランで置き換えますか?</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>プランを開く</translation>
    </message>
    <message>
        <source>Plans (*.json);;All files (*)</source>
        <translation>プラン (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Plan</source>
        <translation>プランを開けません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>プランを保存</translation>
    </message>
    <message>
        <source>Plans (*.json)</source>
        <translation>プラン (*.json)</translation>
    </message>
    <message>
        <source>Cannot Save the Plan</source>
        <translation>プランを保存できません</translation>
    </message>
    <message>
        <source>The plan: edit the chosen step in the form, or the whole plan as JSON; the two stay the same. Each step's arguments go to fabric-agent unchanged; Standard Plan loads an example to edit.</source>
        <translation>プランです。選んだステップをフォームで、またはプラン全体を JSON で編集できます。両者は常に一致します。各ステップの引数はそのまま fabric-agent に渡されます。「標準プラン」で編集用の例を読み込めます。</translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation>フォーム(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>JSON(&amp;J)</translation>
    </message>
    <message>
        <source>Plan &amp;name:</source>
        <translation>プラン名(&amp;N):</translation>
    </message>
    <message>
        <source>The kind of step Add Step inserts after the chosen one.</source>
        <translation>「ステップを追加」で選択中のステップの後に挿入するステップの種類です。</translation>
    </message>
    <message>
        <source>&amp;Add Step</source>
        <translation>ステップを追加(&amp;A)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <source>Move U&amp;p</source>
        <translation>上へ(&amp;P)</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>下へ(&amp;W)</translation>
    </message>
    <message>
        <source>Standard Plan</source>
        <translation>標準プラン</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>What runs</source>
        <translation>実行内容</translation>
    </message>
    <message>
        <source>on halves of %1: bench %2, down to the node whose runs miss by more than %3%</source>
        <translation>%1 の半分ずつで bench %2 を実行し、%3% を超えて基準を下回るノードまで絞り込みます</translation>
    </message>
    <message>
        <source>the connection's nodes</source>
        <translation>接続のノード</translation>
    </message>
    <message>
        <source>Replace the plan in the editor with the plan made from the workload?</source>
        <translation>エディタのプランをワークロードから作成したプランで置き換えますか？</translation>
    </message>
    <message>
        <source>Plan from &amp;Workload</source>
        <translation>ワークロードからプラン(&amp;W)</translation>
    </message>
    <message>
        <source>A plan made from the workload described on the Triage step: sweeps of its collectives at their sizes and the replay of its step, alone and under each fault.</source>
        <translation>初期判断ステップで記述したワークロードから作るプラン：その集団通信をそのサイズで測定するスイープと、ステップのリプレイ（単独および各障害の下）。</translation>
    </message>
</context>
<context>
    <name>fw::app::PlanRunPanel</name>
    <message>
        <source>benchmark before the fault</source>
        <translation>障害前のベンチマーク</translation>
    </message>
    <message>
        <source>benchmark during the fault</source>
        <translation>障害中のベンチマーク</translation>
    </message>
    <message>
        <source>benchmark after the revert</source>
        <translation>復旧後のベンチマーク</translation>
    </message>
    <message>
        <source>fault applied and held</source>
        <translation>障害を適用して保持</translation>
    </message>
    <message>
        <source>counters before the fault</source>
        <translation>障害前のカウンター</translation>
    </message>
    <message>
        <source>counter delta over the fault</source>
        <translation>障害期間のカウンター差分</translation>
    </message>
    <message>
        <source>run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Cancelling; a held fault is reverted first…</source>
        <translation>キャンセル中です。保持中の障害を先に元に戻します…</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>host key unknown</source>
        <translation>ホストキー不明</translation>
    </message>
    <message>
        <source>host key refused</source>
        <translation>ホストキー拒否</translation>
    </message>
    <message>
        <source>Cannot Run</source>
        <translation>実行できません</translation>
    </message>
    <message>
        <source>Open a project first.</source>
        <translation>先にプロジェクトを開いてください。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>ステップ %1 / %2: %3</translation>
    </message>
    <message>
        <source>Results Not Stored</source>
        <translation>結果を保存できませんでした</translation>
    </message>
    <message>
        <source>&amp;Run Plan</source>
        <translation>プランを実行(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>replay before the fault</source>
        <translation>障害前のリプレイ</translation>
    </message>
    <message>
        <source>replay during the fault</source>
        <translation>障害中のリプレイ</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>名前なし</translation>
    </message>
    <message>
        <source>Run the Plan</source>
        <translation>プランを実行</translation>
    </message>
    <message>
        <source>Run the plan now?</source>
        <translation>今すぐプランを実行しますか?</translation>
    </message>
    <message numerus="yes">
        <source>Plan: %1, %n step(s)</source>
        <translation>
            <numerusform>プラン: %1、%n ステップ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::PlanStepEditor</name>
    <message>
        <source>Step %1: %2</source>
        <translation>ステップ %1: %2</translation>
    </message>
    <message>
        <source>No step</source>
        <translation>ステップなし</translation>
    </message>
    <message>
        <source>Fault arguments:</source>
        <translation>障害の引数:</translation>
    </message>
    <message>
        <source>Storage arguments:</source>
        <translation>ストレージの引数:</translation>
    </message>
    <message>
        <source>Replay arguments:</source>
        <translation>リプレイの引数:</translation>
    </message>
    <message>
        <source>Options of fabric-agent replay, e.g. --steps 20 --compute-ms 20.</source>
        <translation>fabric-agent replay のオプションです (例: --steps 20 --compute-ms 20)。</translation>
    </message>
    <message>
        <source>Benchmark arguments: a quote is not closed; the plan keeps the last complete arguments.</source>
        <translation>ベンチマークの引数: 引用符が閉じられていません。プランには最後に完結していた引数が残ります。</translation>
    </message>
    <message>
        <source>%1 a quote is not closed; the plan keeps the last complete arguments.</source>
        <translation>%1 引用符が閉じられていません。プランには最後に完結していた引数が残ります。</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>ベースライン</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>障害</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>ラベル:</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>繰り返し回数:</translation>
    </message>
    <message>
        <source>Benchmark arguments:</source>
        <translation>ベンチマークの引数:</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>ノード:</translation>
    </message>
    <message>
        <source>Time-to-live:</source>
        <translation>有効期限:</translation>
    </message>
    <message>
        <source>Lease:</source>
        <translation>リース:</translation>
    </message>
    <message>
        <source>Recovered within:</source>
        <translation>回復とみなす差:</translation>
    </message>
    <message>
        <source>Look for recovery for:</source>
        <translation>回復を確認する時間:</translation>
    </message>
    <message>
        <source>A name for the step in results and reports</source>
        <translation>結果とレポートに表示するステップ名</translation>
    </message>
    <message>
        <source>The connection's own host</source>
        <translation>接続先ホスト自身</translation>
    </message>
    <message>
        <source>e.g. -b 8 -e 4M -f 4 -n 50</source>
        <translation>例: -b 8 -e 4M -f 4 -n 50</translation>
    </message>
    <message>
        <source>How many times the benchmark runs.</source>
        <translation>ベンチマークを実行する回数です。</translation>
    </message>
    <message>
        <source>Options of fabric-agent bench. Words are split at spaces; quote a word that contains spaces.</source>
        <translation>fabric-agent bench のオプションです。語は空白で区切られます。空白を含む語は引用符で囲んでください。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>The node reverts the fault by itself after this time, whatever happens to the workbench.</source>
        <translation>この時間が過ぎると、ワークベンチの状態にかかわらずノードが自ら障害を元に戻します。</translation>
    </message>
    <message>
        <source>The node reverts the fault this long after the workbench stops renewing it, e.g. when the connection is lost.</source>
        <translation>ワークベンチが更新を止めてから (接続が切れた場合など) この時間が過ぎると、ノードが障害を元に戻します。</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The link counts as recovered when every message size's p99 latency is within this much of the run before the fault.</source>
        <translation>すべてのメッセージサイズの p99 レイテンシが障害前の実行からこの範囲内に戻ったとき、リンクは回復したとみなされます。</translation>
    </message>
    <message>
        <source>How long after the revert the benchmark keeps running to see the link recover.</source>
        <translation>障害を元に戻した後、リンクの回復を確認するためにベンチマークを続ける時間です。</translation>
    </message>
    <message>
        <source>Options of fabric-agent storage, e.g. --path /scratch/test --size 64M; --kill-rank 1 also measures the recovery after rank 1 dies mid-checkpoint.</source>
        <translation>fabric-agent storage のオプションです (例: --path /scratch/test --size 64M)。--kill-rank 1 を付けると、チェックポイント書き込み中にランク 1 が停止した後の復旧も測定します。</translation>
    </message>
    <message>
        <source>The SSH name of the host the step concerns, reached through the connection's host. A counters step with * reads every node of the connection.</source>
        <translation>このステップが対象とするホストの SSH 名です。接続先ホストを経由して接続します。カウンタのステップで * を指定すると、接続の全ノードを読み取ります。</translation>
    </message>
    <message>
        <source>Options of fabric-agent fault apply, e.g. --kind link-down --interface ib0. The time-to-live and lease fields set --ttl and --lease; a node-remove needs --after-sizes N, which strikes the benchmark once it has measured N sizes.</source>
        <translation>fabric-agent fault apply のオプションです (例: --kind link-down --interface ib0)。--ttl と --lease は有効期限とリースの欄から設定されます。node-remove には --after-sizes N が必要で、ベンチマークが N 個のサイズを測定し終えた時点で作用します。</translation>
    </message>
    <message>
        <source>Replay during the fault: a quote is not closed; the plan keeps the last complete arguments.</source>
        <translation>障害中のリプレイ: 引用符が閉じられていません。プランは最後の完全な引数を保持します。</translation>
    </message>
    <message>
        <source>Replay during the fault:</source>
        <translation>障害中のリプレイ:</translation>
    </message>
    <message>
        <source>None: no stalled time is measured</source>
        <translation>なし: 停滞時間は測定されません</translation>
    </message>
    <message>
        <source>Options of fabric-agent replay, e.g. --steps 20 --compute-ms 20. The replay runs before the fault and again while it is held; how much slower its steps are under the fault is the stalled time of the cost model.</source>
        <translation>fabric-agent replay のオプション (例: --steps 20 --compute-ms 20)。リプレイは障害の前と、障害を保持している間にもう一度実行されます。障害下でステップがどれだけ遅くなったかが、コストモデルの停滞時間です。</translation>
    </message>
    <message>
        <source>Nodes: a quote is not closed; the plan keeps the last complete list.</source>
        <translation>ノード: 引用符が閉じられていません。プランは最後の完全なリストを保持します。</translation>
    </message>
    <message>
        <source>Bad-node isolation</source>
        <translation>不良ノードの特定</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>ノード:</translation>
    </message>
    <message>
        <source>Misses when slower by:</source>
        <translation>これ以上遅いと基準未達:</translation>
    </message>
    <message>
        <source>Bus bandwidth floor:</source>
        <translation>バス帯域幅の下限:</translation>
    </message>
    <message>
        <source>Every node of the connection</source>
        <translation>接続のすべてのノード</translation>
    </message>
    <message>
        <source>The nodes to search, at least 4, separated by spaces, as the launcher names them. The benchmark runs on halves of them, then on smaller parts of the half that misses.</source>
        <translation>探索するノード（4 つ以上、空白区切り、ランチャーでの名前）。ベンチマークはまずその半分ずつで実行され、次に基準を下回った半分をさらに小さく分けて実行されます。</translation>
    </message>
    <message>
        <source>A run misses when its bus bandwidth at the largest size is lower by more than this than the run it is compared with: the better half, the good half, or two known-good nodes.</source>
        <translation>最大サイズでのバス帯域幅が比較対象（良い方の半分、正常な半分、または正常と分かっている 2 ノード）よりこの割合を超えて低い場合、その実行は基準未達です。</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>A run also misses below this bus bandwidth, so that both halves can miss: then the fault is not one node. None: runs are only compared with each other.</source>
        <translation>このバス帯域幅を下回る実行も基準未達とします。これにより両方の半分が基準未達になり得て、その場合障害は 1 ノードによるものではありません。なし: 実行同士だけを比較します。</translation>
    </message>
</context>
<context>
    <name>fw::app::ProjectContext</name>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
</context>
<context>
    <name>fw::app::Prompts</name>
    <message>
        <source>Fabric Workbench projects (*.fabwb)</source>
        <translation>Fabric Workbench プロジェクト (*.fabwb)</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>プロジェクトを開く</translation>
    </message>
    <message>
        <source>SSH Host Key</source>
        <translation>SSH ホスト鍵</translation>
    </message>
    <message>
        <source>Replace the stored host key of %1?</source>
        <translation>%1 の保存済みホスト鍵を置き換えますか?</translation>
    </message>
    <message>
        <source>Trust the host %1?</source>
        <translation>ホスト %1 を信頼しますか?</translation>
    </message>
    <message>
        <source>The server now presents a different key. Replace the stored key only if the cluster's administrators confirm that this fingerprint is the server's new key; otherwise someone may be intercepting the connection.</source>
        <translation>サーバーが以前とは異なる鍵を提示しています。このフィンガープリントがサーバーの新しい鍵であることをクラスターの管理者が確認した場合にのみ、保存済みの鍵を置き換えてください。そうでない場合、第三者が接続を傍受している可能性があります。</translation>
    </message>
    <message>
        <source>This host is not known yet. Compare the fingerprint with the one the cluster's administrators publish before trusting it.</source>
        <translation>このホストはまだ登録されていません。信頼する前に、クラスターの管理者が公開しているフィンガープリントと照合してください。</translation>
    </message>
    <message>
        <source>Replace Key</source>
        <translation>鍵を置き換える</translation>
    </message>
    <message>
        <source>Trust</source>
        <translation>信頼する</translation>
    </message>
    <message>
        <source>Key Passphrase</source>
        <translation>鍵のパスフレーズ</translation>
    </message>
    <message>
        <source>Passphrase for %1:</source>
        <translation>%1 のパスフレーズ:</translation>
    </message>
    <message>
        <source>Stop the Running Job?</source>
        <translation>実行中のジョブを停止しますか?</translation>
    </message>
    <message>
        <source>An acceptance plan is running and may be holding a fault on a node. Stop the plan and close the window?</source>
        <translation>受け入れプランが実行中で、ノード上で障害を保持している可能性があります。プランを停止してウィンドウを閉じますか?</translation>
    </message>
    <message>
        <source>An agent job is still running. Stop it and close the window?</source>
        <translation>エージェントのジョブがまだ実行中です。停止してウィンドウを閉じますか?</translation>
    </message>
    <message>
        <source>The fault is reverted first; the window closes when the plan has stopped. What ran so far stays in the project.</source>
        <translation>障害を先に元に戻します。プランが停止するとウィンドウが閉じます。ここまでに実行した結果はプロジェクトに残ります。</translation>
    </message>
    <message>
        <source>The window closes when the job has stopped. What it measured so far stays in the project.</source>
        <translation>ジョブが停止するとウィンドウが閉じます。ここまでの測定結果はプロジェクトに残ります。</translation>
    </message>
    <message>
        <source>Stop and Close</source>
        <translation>停止して閉じる</translation>
    </message>
    <message>
        <source>Import What Can Be Read</source>
        <translation>読み取れる部分をインポート</translation>
    </message>
    <message>
        <source>Run the Agent</source>
        <translation>エージェントを実行</translation>
    </message>
    <message>
        <source>Don't ask again for this connection</source>
        <translation>この接続では今後確認しない</translation>
    </message>
</context>
<context>
    <name>fw::app::QuestionnaireModel</name>
    <message>
        <source>%1 (numbers)</source>
        <translation>%1 (数値)</translation>
    </message>
    <message>
        <source>Set by the reviewer: %1</source>
        <translation>レビュー担当者が設定: %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Supplier's answer</source>
        <translation>サプライヤーの回答</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>Red flags</source>
        <translation>危険信号</translation>
    </message>
    <message>
        <source>Question %1: "%2" is not a status.</source>
        <translation>質問 %1: 「%2」はステータスではありません。</translation>
    </message>
    <message>
        <source>Answer question %1</source>
        <translation>質問 %1 に回答</translation>
    </message>
    <message>
        <source>Set status of question %1</source>
        <translation>質問 %1 のステータスを設定</translation>
    </message>
    <message>
        <source>Attach %1 to question %2</source>
        <translation>質問 %2 に %1 を添付</translation>
    </message>
    <message>
        <source>Remove evidence from question %1</source>
        <translation>質問 %1 から根拠を削除</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>ラン %1</translation>
    </message>
    <message>
        <source>plan run %1, step %2</source>
        <translation>プラン実行 %1、ステップ %2</translation>
    </message>
    <message>
        <source>Link evidence to question %1</source>
        <translation>質問 %1 に根拠をリンク</translation>
    </message>
</context>
<context>
    <name>fw::app::QuestionnairesPage</name>
    <message>
        <source>Paste not accepted</source>
        <translation>貼り付けが受け付けられませんでした</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>変更は保存されていません</translation>
    </message>
    <message>
        <source>Attach evidence</source>
        <translation>根拠を添付</translation>
    </message>
    <message>
        <source>Add a link as evidence</source>
        <translation>リンクを根拠として追加</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>アドレス:</translation>
    </message>
    <message>
        <source>Evidence not attached</source>
        <translation>根拠は添付されませんでした</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB.</source>
        <translation>%1 は %2 MiB を超えています。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation>リンク: %1</translation>
    </message>
    <message>
        <source>The supplier questions of each candidate's fabric. Record each answer, its status and its evidence (files are kept inside the project file with their SHA-256). Vague answers and missing details are flagged with the reason.</source>
        <translation>各候補のファブリックに関するサプライヤーへの質問です。回答、ステータス、根拠を記録します (ファイルは SHA-256 とともにプロジェクトファイル内に保存されます)。あいまいな回答や詳細の欠落には、理由とともにフラグが付きます。</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <translation>候補:</translation>
    </message>
    <message>
        <source>Supplier questions</source>
        <translation>サプライヤーへの質問</translation>
    </message>
    <message>
        <source>Operating model</source>
        <translation>運用モデル</translation>
    </message>
    <message>
        <source>Evidence for the selected question:</source>
        <translation>選択した質問の根拠:</translation>
    </message>
    <message>
        <source>Attach file...</source>
        <translation>ファイルを添付...</translation>
    </message>
    <message>
        <source>Add link...</source>
        <translation>リンクを追加...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message numerus="yes">
        <source>%n red flag(s)</source>
        <translation>
            <numerusform>危険信号 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 answered (%4 with evidence), %5, %6 unanswered; operating model %7 of %8 items; official sources %9 of %10 checked</source>
        <translation>%1: %3 問中 %2 問回答済み（証拠付き %4）、%5、未回答 %6; 運用モデル %8 項目中 %7; 公式ソース %10 件中 %9 件確認済み</translation>
    </message>
    <message>
        <source>Official sources</source>
        <translation>公式ソース</translation>
    </message>
    <message>
        <source>The vendor and provider documents to read before trusting an offer, and whether the offer matches them. They never replace the acceptance test.</source>
        <translation>提案を信頼する前に読むべきベンダーおよびプロバイダーの文書と、提案がそれに合致しているかどうか。受け入れテストの代わりには決してなりません。</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>実行 %1: %2</translation>
    </message>
    <message>
        <source>Own runs (bandwidth, latency) and plan steps (recovery) that check the figures in this answer (tick to link):</source>
        <translation>この回答の数値を検証する自社の実行（帯域幅、レイテンシ）とプランのステップ（復旧）（チェックでリンク）:</translation>
    </message>
    <message>
        <source>Only an answer that quotes figures, or one to a question that asks for numbers, is checked against runs and plan steps.</source>
        <translation>数値を含む回答、または数値を求める質問への回答だけが、実行やプランのステップと照合されます。</translation>
    </message>
    <message>
        <source>recovery %1 s</source>
        <translation>復旧 %1 秒</translation>
    </message>
    <message>
        <source>no recovery time measured</source>
        <translation>復旧時間の測定なし</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No own run or plan run of this candidate is stored to check the figures in this answer against.</source>
        <translation>この候補には、この回答の数値と照合できる自社の実行もプラン実行も保存されていません。</translation>
    </message>
    <message>
        <source>The answer quotes no figure to check (GB/s bus bandwidth, a latency in µs or a recovery time in s).</source>
        <translation>回答に検証できる数値（GB/s のバス帯域幅、µs のレイテンシ、秒単位の復旧時間）がありません。</translation>
    </message>
    <message>
        <source>Send to supplier</source>
        <translation>サプライヤーに送る</translation>
    </message>
    <message>
        <source>%1 - %2 questionnaire.xlsx</source>
        <translation>%1 - %2 質問票.xlsx</translation>
    </message>
    <message>
        <source>Workbook not written</source>
        <translation>ワークブックを書き込めませんでした</translation>
    </message>
    <message>
        <source>Bring answers back</source>
        <translation>回答を取り込む</translation>
    </message>
    <message>
        <source>Workbook refused</source>
        <translation>ワークブックを拒否しました</translation>
    </message>
    <message>
        <source>Nothing was changed. Ask the supplier to correct these cells:
%1</source>
        <translation>何も変更していません。次のセルの修正をサプライヤーに依頼してください：
%1</translation>
    </message>
    <message>
        <source>Nothing to bring back</source>
        <translation>取り込むものはありません</translation>
    </message>
    <message>
        <source>Answers from %1</source>
        <translation>%1 からの回答</translation>
    </message>
    <message>
        <source>Supplier's language:</source>
        <translation>サプライヤーの言語：</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <source>German</source>
        <translation>ドイツ語</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>Send to supplier...</source>
        <translation>サプライヤーに送る…</translation>
    </message>
    <message>
        <source>Write the candidate's questionnaire and bill of materials as a workbook for the supplier.</source>
        <translation>候補の質問票と部品表を、サプライヤー向けのワークブックとして書き出します。</translation>
    </message>
    <message>
        <source>Bring answers back...</source>
        <translation>回答を取り込む…</translation>
    </message>
    <message>
        <source>Read the workbook the supplier returned and review its changes before storing them.</source>
        <translation>サプライヤーから返送されたワークブックを読み込み、保存する前に変更内容を確認します。</translation>
    </message>
    <message>
        <source>Spreadsheet (*.xlsx *.ods)</source>
        <translation>スプレッドシート (*.xlsx *.ods)</translation>
    </message>
    <message>
        <source>The workbook changes no answer, no BOM field and no price of %1.</source>
        <translation>このワークブックは %1 の回答、BOM 項目、価格を何も変更しません。</translation>
    </message>
    <message>
        <source>%1 (%2, SHA-256 %3)</source>
        <translation>%1 (%2、SHA-256 %3)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;PDF for reading (*.pdf)</source>
        <translation>Excel ブック (*.xlsx);;閲覧用 PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>fw::app::ReportBuilder</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/時間</translation>
    </message>
    <message>
        <source>no candidate</source>
        <translation>候補なし</translation>
    </message>
    <message>
        <source>deleted candidate</source>
        <translation>削除された候補</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>Triage starting point: %1.</source>
        <translation>初期判断の出発点: %1。</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>主要指標</translation>
    </message>
    <message>
        <source>The project has no candidates.</source>
        <translation>このプロジェクトには候補がありません。</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未確定</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>不完全</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>ファブリック</translation>
    </message>
    <message>
        <source>Cost per accepted run</source>
        <translation>受け入れられた実行あたりのコスト</translation>
    </message>
    <message>
        <source>Weighted score</source>
        <translation>重み付きスコア</translation>
    </message>
    <message>
        <source>Red flags</source>
        <translation>危険信号</translation>
    </message>
    <message>
        <source>Runs with changed BOM</source>
        <translation>BOM 変更後の実行</translation>
    </message>
    <message>
        <source>Open points</source>
        <translation>未解決事項</translation>
    </message>
    <message numerus="yes">
        <source>The cost model of %1 is not ready: %n number(s) missing.</source>
        <translation>
            <numerusform>%1 のコストモデルは未確定です: %n 件の数値が不足しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The decision matrix lacks %n score(s).</source>
        <translation>
            <numerusform>意思決定マトリクスに %n 件のスコアが不足しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>No own benchmark measurement is stored; results rest on supplier statements.</source>
        <translation>自社のベンチマーク測定が保存されていません。結果はサプライヤーの申告に基づいています。</translation>
    </message>
    <message>
        <source>No fault tests are stored in this project.</source>
        <translation>このプロジェクトには障害試験が保存されていません。</translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark run(s) ran on a BOM that has changed since and should be repeated.</source>
        <translation>
            <numerusform>%n 件のベンチマーク実行は、その後変更された BOM 上で行われたため、再実施が必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary and recommendation</source>
        <translation>概要と推奨</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未回答</translation>
    </message>
    <message>
        <source>No triage questions are answered in this project.</source>
        <translation>このプロジェクトでは初期判断の質問に回答がありません。</translation>
    </message>
    <message>
        <source>Triage</source>
        <translation>初期判断</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Example data</source>
        <translation>サンプルデータ</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>サプライヤー</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>提案</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>提供形態</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The project has no candidates, so there is no BOM.</source>
        <translation>候補がないため、BOM はありません。</translation>
    </message>
    <message>
        <source>No BOM is declared and no facts are imported for this candidate.</source>
        <translation>この候補には申告された BOM も取り込まれた実機情報もありません。</translation>
    </message>
    <message>
        <source>No facts are imported: nothing declared here is measured yet.</source>
        <translation>実機情報が取り込まれていないため、申告値はまだ実測で確認されていません。</translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n host(s): %1.</source>
        <translation>
            <numerusform>%n 台のホストで測定: %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>no facts imported</source>
        <translation>実機情報なし</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>not measurable</source>
        <translation>測定不可</translation>
    </message>
    <message>
        <source>measured, not declared</source>
        <translation>実測済み、申告なし</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>MISMATCH on %1</source>
        <translation>不一致: %1</translation>
    </message>
    <message>
        <source>facts from %1 of %2 nodes</source>
        <translation>%2 ノード中 %1 ノードの実機情報</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ from what the hosts report.</source>
        <translation>
            <numerusform>%n 項目がホストの報告値と異なります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>区分</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>申告値</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>実測値</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Drift since the benchmark runs</source>
        <translation>ベンチマーク実行後の変更</translation>
    </message>
    <message>
        <source>No benchmark run's BOM has changed since it ran.</source>
        <translation>実行後に BOM が変更されたベンチマーク実行はありません。</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>changed; the run keeps only a fingerprint, so which field is not known</source>
        <translation>変更あり。実行には指紋のみが記録されているため、変更された項目は不明です</translation>
    </message>
    <message>
        <source>These results no longer describe the cluster as it is declared now; repeat them.</source>
        <translation>これらの結果は現在申告されているクラスタの状態を表していません。再実施してください。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Changed fields</source>
        <translation>変更された項目</translation>
    </message>
    <message>
        <source>Bill of materials: declared, measured and drift</source>
        <translation>部品表 (BOM): 申告値、実測値、変更</translation>
    </message>
    <message>
        <source>The project has no candidates, so there are no questionnaires.</source>
        <translation>候補がないため、質問票はありません。</translation>
    </message>
    <message>
        <source>The supplier has not answered any question yet.</source>
        <translation>サプライヤーはまだどの質問にも回答していません。</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>回答なし</translation>
    </message>
    <message numerus="yes">
        <source>%n attachment(s)</source>
        <translation>
            <numerusform>添付ファイル %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Questionnaire answers and red flags</source>
        <translation>質問票の回答と危険信号</translation>
    </message>
    <message>
        <source>Acceptance thresholds: %1.</source>
        <translation>受け入れ基準値: %1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>No benchmark runs are stored in this project: there are no acceptance results.</source>
        <translation>このプロジェクトにはベンチマーク実行が保存されていないため、受け入れ結果はありません。</translation>
    </message>
    <message>
        <source>%1 µs at %2</source>
        <translation>%2 で %1 µs</translation>
    </message>
    <message>
        <source>%1 GB/s at %2</source>
        <translation>%2 で %1 GB/s</translation>
    </message>
    <message>
        <source>Candidate and source</source>
        <translation>候補と出所</translation>
    </message>
    <message>
        <source>Test and placement</source>
        <translation>テストと配置</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>正当性</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 レイテンシ</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>バス帯域幅</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>受け入れ判定</translation>
    </message>
    <message>
        <source>Tail latency and bandwidth</source>
        <translation>テールレイテンシと帯域幅</translation>
    </message>
    <message>
        <source>Acceptance results</source>
        <translation>受け入れ試験の結果</translation>
    </message>
    <message>
        <source>Fault tests</source>
        <translation>障害試験</translation>
    </message>
    <message>
        <source>The project has no candidates, so there is no cost model.</source>
        <translation>候補がないため、コストモデルはありません。</translation>
    </message>
    <message>
        <source>Cost model</source>
        <translation>コストモデル</translation>
    </message>
    <message>
        <source>Fabric-adjusted cost per %1, in %2.</source>
        <translation>ファブリック調整後コスト (%1 あたり、%2)。</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>確定状況</translation>
    </message>
    <message>
        <source>%1: ready.</source>
        <translation>%1: 確定。</translation>
    </message>
    <message>
        <source>%1: not ready; missing: %2.</source>
        <translation>%1: 未確定。不足: %2。</translation>
    </message>
    <message>
        <source>Inputs and results</source>
        <translation>入力値と結果</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力項目</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>不足</translation>
    </message>
    <message>
        <source>override</source>
        <translation>上書き</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Total fabric-adjusted cost</source>
        <translation>ファブリック調整後の総コスト</translation>
    </message>
    <message>
        <source>Cost per accepted output</source>
        <translation>受け入れられた出力あたりのコスト</translation>
    </message>
    <message>
        <source>Accepted runs</source>
        <translation>受け入れられた実行数</translation>
    </message>
    <message>
        <source>Sources: typed by the buyer, quoted by the supplier, or derived from measurements; italic rows are the numbers the components are derived from.</source>
        <translation>出所: 購入者の入力、サプライヤーの見積、または測定からの導出。斜体の行は、各コスト要素の算出に用いる数値です。</translation>
    </message>
    <message>
        <source>There is no decision matrix: the project has no candidates or no criteria.</source>
        <translation>意思決定マトリクスはありません: 候補または基準がありません。</translation>
    </message>
    <message>
        <source>Decision matrix and sensitivity</source>
        <translation>意思決定マトリクスと感度</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 ± %2 (%3)</source>
        <translation>%1 ± %2 (%3)</translation>
    </message>
    <message>
        <source>Weighted total</source>
        <translation>重み付き合計</translation>
    </message>
    <message>
        <source>Lead %1 points, tie margin %2 points (two standard deviations of the score uncertainties).</source>
        <translation>リード %1 点、同点とみなす幅 %2 点 (スコアの不確かさの標準偏差の 2 倍)。</translation>
    </message>
    <message>
        <source>Weight sensitivity</source>
        <translation>重みの感度</translation>
    </message>
    <message>
        <source>No weight sensitivity: the matrix has no winner yet.</source>
        <translation>重みの感度はありません: マトリクスにまだ最上位の候補がありません。</translation>
    </message>
    <message>
        <source>%1 takes the lead at a weight change of %2</source>
        <translation>重みを %2 変えると %1 が首位になります</translation>
    </message>
    <message>
        <source>no weight changes the winner</source>
        <translation>どの重みでも首位は変わりません</translation>
    </message>
    <message>
        <source>What changes the winner</source>
        <translation>首位が入れ替わる条件</translation>
    </message>
    <message>
        <source>Cost sensitivity (±20 %)</source>
        <translation>コスト感度 (±20%)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Cost per accepted run at −20 %</source>
        <translation>−20% 時の受け入れられた実行あたりのコスト</translation>
    </message>
    <message>
        <source>Cost per accepted run at +20 %</source>
        <translation>+20% 時の受け入れられた実行あたりのコスト</translation>
    </message>
    <message>
        <source>No cost sensitivity: no candidate has a cost per accepted run yet.</source>
        <translation>コスト感度はありません: 受け入れられた実行あたりのコストが算出された候補がまだありません。</translation>
    </message>
    <message>
        <source>The worksheet is empty: the project has no candidates.</source>
        <translation>ワークシートは空です: 候補がありません。</translation>
    </message>
    <message>
        <source>Procurement worksheet</source>
        <translation>調達ワークシート</translation>
    </message>
    <message>
        <source>The worksheet is also available as an XLSX workbook and a CSV file (fabric-workbench report --format xlsx|csv).</source>
        <translation>このワークシートは XLSX ブックおよび CSV ファイルとしても出力できます (fabric-workbench report --format xlsx|csv)。</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>本レポート</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Generated by</source>
        <translation>作成ツール</translation>
    </message>
    <message>
        <source>Fabric Workbench %1</source>
        <translation>Fabric Workbench %1</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Project file</source>
        <translation>プロジェクトファイル</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成日時</translation>
    </message>
    <message>
        <source>Imported benchmark files</source>
        <translation>取り込んだベンチマークファイル</translation>
    </message>
    <message>
        <source>No benchmark files are imported.</source>
        <translation>取り込まれたベンチマークファイルはありません。</translation>
    </message>
    <message>
        <source>%1, %2, parser %3</source>
        <translation>%1、%2、パーサー %3</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>取り込み日時</translation>
    </message>
    <message>
        <source>Host facts and attachments</source>
        <translation>ホストの実機情報と添付ファイル</translation>
    </message>
    <message>
        <source>facts of %1 (%2)</source>
        <translation>%1 の実機情報 (%2)</translation>
    </message>
    <message>
        <source>link</source>
        <translation>リンク</translation>
    </message>
    <message>
        <source>No host facts or questionnaire attachments are stored.</source>
        <translation>ホストの実機情報も質問票の添付ファイルも保存されていません。</translation>
    </message>
    <message>
        <source>Agent dispatches</source>
        <translation>エージェントの実行</translation>
    </message>
    <message>
        <source>The agent was never dispatched from this project: no agent versions or launch commands are recorded.</source>
        <translation>このプロジェクトからエージェントが実行されたことはないため、エージェントのバージョンも起動コマンドも記録されていません。</translation>
    </message>
    <message>
        <source>local agent</source>
        <translation>ローカルエージェント</translation>
    </message>
    <message>
        <source>Dispatch</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Candidate and outcome</source>
        <translation>候補と結果</translation>
    </message>
    <message>
        <source>Agent and libraries</source>
        <translation>エージェントとライブラリ</translation>
    </message>
    <message>
        <source>Launch command and hosts</source>
        <translation>起動コマンドとホスト</translation>
    </message>
    <message>
        <source>Agent bundle SHA-256</source>
        <translation>エージェントバンドルの SHA-256</translation>
    </message>
    <message>
        <source>Appendix: provenance</source>
        <translation>付録：来歴</translation>
    </message>
    <message>
        <source>Network fabric procurement report</source>
        <translation>ネットワークファブリック調達レポート</translation>
    </message>
    <message>
        <source>Generated by Fabric Workbench %1</source>
        <translation>Fabric Workbench %1 により作成</translation>
    </message>
    <message>
        <source>This project holds invented example data for trying the workbench. Its suppliers, offers and figures are not real and must not be used for a purchase.</source>
        <translation>このプロジェクトには、ワークベンチを試すための架空のサンプルデータが含まれています。サプライヤー、提案、数値は実在せず、調達に使用してはなりません。</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>ワークシート</translation>
    </message>
    <message>
        <source>No benchmark runs are stored, so there is nothing to chart.</source>
        <translation>ベンチマーク実行が保存されていないため、グラフはありません。</translation>
    </message>
    <message>
        <source>%1: the fabric did not recover within the observed window after the fault.</source>
        <translation>%1：障害後、観測期間内にファブリックは回復しませんでした。</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source>not recovered within %1 s</source>
        <translation>%1 秒以内に回復せず</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Each fault step of an acceptance plan benchmarks the fabric before the fault, while the fault is held on a node, and again after the revert until p99 is back within the step's tolerance of the run before. Recovery is the time from the revert to the start of the first run from which on p99 stayed within the tolerance at every size. A benchmark that fails during the fault (a removed node aborts the job) is a result of the test.</source>
        <translation>受け入れプランの各障害ステップは、障害前、ノード上で障害を保持している間、そして復旧後に p99 が直前の実行に対するステップの許容範囲内に戻るまで、ファブリックをベンチマークします。回復時間は、復旧から、それ以降すべてのサイズで p99 が許容範囲内にとどまった最初の実行の開始までの時間です。障害中に失敗したベンチマーク（ノードを外すとジョブは中断します）は試験の結果です。</translation>
    </message>
    <message>
        <source>p99 and bus bandwidth at %1, the largest message size all fault runs share.</source>
        <translation>p99 とバス帯域幅は、すべての障害実行に共通する最大メッセージサイズ %1 での値です。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>未適用</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 で</translation>
    </message>
    <message>
        <source>benchmark failed</source>
        <translation>ベンチマーク失敗</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1, revert failed</source>
        <translation>%1、復旧失敗</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>未読</translation>
    </message>
    <message>
        <source>Plan runs without a candidate</source>
        <translation>候補なしのプラン実行</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>障害</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>p99 before</source>
        <translation>障害前 p99</translation>
    </message>
    <message>
        <source>p99 during</source>
        <translation>障害中 p99</translation>
    </message>
    <message>
        <source>p99 after</source>
        <translation>復旧後 p99</translation>
    </message>
    <message>
        <source>Bus bandwidth during</source>
        <translation>障害中のバス帯域幅</translation>
    </message>
    <message>
        <source>Recovered in</source>
        <translation>回復時間</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>復旧</translation>
    </message>
    <message>
        <source>Counter alarms</source>
        <translation>カウンターアラーム</translation>
    </message>
    <message>
        <source>Workload replay</source>
        <translation>ワークロードリプレイ</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>Step time p50</source>
        <translation>ステップ時間 p50</translation>
    </message>
    <message>
        <source>Step time p95</source>
        <translation>ステップ時間 p95</translation>
    </message>
    <message>
        <source>Step time p99</source>
        <translation>ステップ時間 p99</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>by the plan (hold stopped)</source>
        <translation>プランによる（保持を終了）</translation>
    </message>
    <message>
        <source>time-to-live reached</source>
        <translation>有効期限（TTL）に到達</translation>
    </message>
    <message>
        <source>lease expired (connection lost)</source>
        <translation>リース期限切れ（接続断）</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>要求による</translation>
    </message>
    <message>
        <source>%1: %2 of %3 questions answered (%4 with evidence), %5, %6 unanswered.</source>
        <translation>%1: %3 問中 %2 問回答済み (うち証跡付き %4 問)、%5、未回答 %6 問。</translation>
    </message>
    <message numerus="yes">
        <source>%n red flag(s)</source>
        <translation>
            <numerusform>危険信号 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>No acceptance thresholds are set: every run is "not judged".</source>
        <translation>受け入れしきい値が設定されていません。すべての実行は「未判定」です。</translation>
    </message>
    <message>
        <source>The latency and bandwidth scores compare the candidates on own, current runs of one setup: %1. Supplier claims are shown beside them, never mixed in.</source>
        <translation>レイテンシと帯域幅のスコアは、同じ構成の自社の最新実行で候補を比較します: %1。供給者の主張は並べて示し、混ぜることはありません。</translation>
    </message>
    <message>
        <source>compared in the scores</source>
        <translation>スコアで比較</translation>
    </message>
    <message>
        <source>not in the scores: %1</source>
        <translation>スコア対象外: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n size result(s) stored</source>
        <translation>
            <numerusform>%n 個のサイズ結果を保存済み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>did not end; %n size result(s) stored</source>
        <translation>
            <numerusform>終了せず、%n 個のサイズ結果を保存済み</numerusform>
        </translation>
    </message>
    <message>
        <source>Who runs the fabric, with which skills, and who the team calls when it fails: the operating-model checklist of each candidate.</source>
        <translation>誰がどのスキルでファブリックを運用し、障害時にチームが誰に連絡するか: 各候補の運用モデルチェックリスト。</translation>
    </message>
    <message>
        <source>Operating model</source>
        <translation>運用モデル</translation>
    </message>
    <message>
        <source>The vendor and provider documents read for each candidate, and whether the offer matches them. They tell what an offer should live up to; they never replace the acceptance test of the exact cluster bought.</source>
        <translation>各候補について読んだベンダーおよびプロバイダーの文書と、提案がそれに合致しているかどうか。提案が満たすべき水準を示しますが、購入する実際のクラスターの受け入れテストの代わりには決してなりません。</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未確認</translation>
    </message>
    <message>
        <source>%1 of %2 sources checked.</source>
        <translation>%2 件中 %1 件のソースを確認済み。</translation>
    </message>
    <message>
        <source>Official source</source>
        <translation>公式ソース</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Where it was read</source>
        <translation>参照先</translation>
    </message>
    <message>
        <source>Official source checklist</source>
        <translation>公式ソースのチェックリスト</translation>
    </message>
    <message>
        <source>Without fault runs, the fault-behaviour criterion of the decision matrix is scored by hand or missing. The cost model's recovery time is measured only by storage steps with --kill-rank, and its stall fraction only by fault steps with a replay, so here it is a typed or quoted figure.</source>
        <translation>障害実行がないため、意思決定マトリクスの障害時の挙動の基準は手動で採点されるか、欠けています。コストモデルの復旧時間は --kill-rank 付きのストレージステップでのみ、停滞率はリプレイ付きの障害ステップでのみ測定されるため、ここでは停滞率は入力値またはベンダーの主張です。</translation>
    </message>
    <message>
        <source>This recovery is the fabric's, not the job's. Where the cost model's recovery time is set to derived, it is the mean over the candidate's storage steps with --kill-rank of the time from the SIGKILL of a rank mid-checkpoint until every rank had restored and checked the last complete checkpoint; failure detection, the scheduler's requeue, the relaunch of the processes and NCCL initialisation are not included. Where the stall fraction is set to derived, it comes from the fault steps that ran a replay: the time the replay's steps took under the fault beyond the same replay's mean step before it, over the time they took.</source>
        <translation>この回復はファブリックのものであり、ジョブのものではありません。コストモデルの復旧時間が導出に設定されている場合、それは候補の --kill-rank 付きストレージステップにおける、チェックポイント途中のランクへの SIGKILL から、すべてのランクが最後の完全なチェックポイントを復元して検査し終えるまでの時間の平均です。障害検知、スケジューラーによる再投入、プロセスの再起動、NCCL の初期化は含まれません。停滞率が導出に設定されている場合、それはリプレイを実行した障害ステップから得られます。障害下でリプレイのステップにかかった時間のうち、障害前の同じリプレイの平均ステップを超えた分を、かかった時間で割ったものです。</translation>
    </message>
    <message>
        <source>Figures the supplier quotes, checked against our own runs at the same size (tolerance ±%1 %):</source>
        <translation>ベンダーの主張を同じサイズの自社ランと照合した結果(許容範囲 ±%1 %):</translation>
    </message>
    <message>
        <source>Quoted (supplier)</source>
        <translation>主張(ベンダー)</translation>
    </message>
    <message>
        <source>Measured (own run)</source>
        <translation>測定(自社ラン)</translation>
    </message>
    <message>
        <source>Some scores were entered before any own benchmark run was stored: revisit them once the measurements are in.</source>
        <translation>一部のスコアは自社ベンチマーク実行の保存前に入力されています。測定結果が揃ったら見直してください。</translation>
    </message>
    <message>
        <source>Each fault says what it reached, as the agent reported it: the RDMA path of a port (and so all traffic on it), kernel IP traffic only, the job, or storage. A fault that reached something other than the RDMA path is flagged: it did not act on RDMA traffic (NCCL or verbs over RoCE or InfiniBand).</source>
        <translation>各障害には、エージェントが報告した作用範囲を示します。ポートの RDMA パス（つまりそのポート上のすべてのトラフィック）、カーネルの IP トラフィックのみ、ジョブ、またはストレージです。RDMA パス以外に作用した障害には印を付けています。RDMA トラフィック（RoCE または InfiniBand 上の NCCL や verbs）には作用していません。</translation>
    </message>
    <message>
        <source>reaches: %1</source>
        <translation>作用範囲: %1</translation>
    </message>
    <message>
        <source>quoted, price sheet line(s) %1</source>
        <translation>見積り、価格シートの行 %1</translation>
    </message>
    <message>
        <source>Bad-node isolation</source>
        <translation>不良ノードの特定</translation>
    </message>
    <message>
        <source>Each isolate step benchmarks the two halves of the node set, then parts of the half that misses, and confirms the last suspect paired with a known-good node against two known-good nodes: at most ⌈log₂ N⌉ + 2 runs for N nodes. A run misses when its bus bandwidth at the largest size is lower than the figure it is compared with by more than the step's tolerance. Every run is kept with the plan run.</source>
        <translation>各 isolate ステップはノード集合の 2 つの半分を測定し、次に基準未達の半分をさらに分けて測定し、最後の容疑ノードを正常ノードと組ませた実行と正常と分かっている 2 ノードの実行とを比べて確認します。N ノードで最大 ⌈log₂ N⌉ + 2 回の実行です。最大サイズでのバス帯域幅が比較値よりステップの許容差を超えて低い場合、その実行は基準未達です。すべての実行はプラン実行とともに保存されます。</translation>
    </message>
    <message>
        <source>the step ended before its search was stored</source>
        <translation>探索が保存される前にステップが終了しました</translation>
    </message>
    <message>
        <source>%1 on %2: %3 (%4)</source>
        <translation>%2 上の%1: %3（%4）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Straggler verdicts</source>
        <translation>ストラグラー判定</translation>
    </message>
    <message>
        <source>Source: each rank's median time stored with each run (the fabric agent's per-rank quantiles, or every rank's raw samples), at every size of at least %1 iterations. A rank or host is named only when it is a slow outlier (robust z-score beyond 3.5 and at least 5% above the median) at two thirds of those sizes, and at least %2 of them; its GPU and nearest NIC come from the host facts (fabric-agent facts) of the run's dispatch or of its candidate.</source>
        <translation>出典: 各実行に保存された各ランクの中央値時間 (fabric エージェントのランクごとの分位点、または各ランクの生サンプル) で、反復 %1 回以上のすべてのサイズが対象です。ランクまたはホストは、それらのサイズの 3 分の 2 以上 (かつ %2 サイズ以上) で遅い外れ値 (ロバスト z スコアが 3.5 を超え、中央値より 5% 以上遅い) である場合にのみ挙げられます。GPU と最も近い NIC は、実行のディスパッチまたは候補のホストファクト (fabric-agent facts) によります。</translation>
    </message>
    <message>
        <source>Run %1 (%2): %3</source>
        <translation>実行 %1 (%2): %3</translation>
    </message>
    <message>
        <source>Buyer: %1</source>
        <translation>購入者: %1</translation>
    </message>
    <message>
        <source>Not judged or scored: a supplier's claim, shown beside our measurements.</source>
        <translation>判定もスコア化もしません: 供給者の主張として、自社測定の横に示します。</translation>
    </message>
    <message>
        <source>%1, measured on this computer</source>
        <translation>%1、このコンピューターで測定</translation>
    </message>
    <message>
        <source>the workload's step</source>
        <translation>ワークロードのステップ</translation>
    </message>
    <message>
        <source>the buyer's job</source>
        <translation>購入者のジョブ</translation>
    </message>
    <message>
        <source>synthetic step</source>
        <translation>合成ステップ</translation>
    </message>
    <message>
        <source>A replay of the workload's step runs, on the candidate's cluster, the collectives that the buyer's model, batch and parallelism imply, in their sizes and order; its exposed communication is the step's time beyond its compute: what the fabric adds to every step.</source>
        <translation>ワークロードのステップのリプレイは、購入者のモデル、バッチ、並列化から導かれる集団通信を、そのサイズと順序のまま候補のクラスタ上で実行します。隠蔽されない通信とは計算時間を超えるステップ時間であり、ファブリックが各ステップに上乗せする時間です。</translation>
    </message>
    <message>
        <source>Exposed communication p50</source>
        <translation>隠蔽されない通信 p50</translation>
    </message>
    <message>
        <source>%1: beside another job on the same nodes, the replay's p99 was %2 times its p99 alone. The closer to 1, the better the fabric keeps two tenants apart.</source>
        <translation>%1：同じノード上で別ジョブと同時に実行すると、リプレイの p99 は単独時の %2 倍でした。1 に近いほど、ファブリックは二つのテナントをよく分離しています。</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>The project has not described the workload the cluster is bought for (Triage, or fabric-workbench workload set).</source>
        <translation>このプロジェクトは、クラスタ購入の対象となるワークロードをまだ記述していません（初期判断、または fabric-workbench workload set）。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>The description cannot be laid out as it says, so it has no communication pattern and no replay of it is scored:</source>
        <translation>記述どおりに配置できないため、通信パターンがなく、その再現も採点されません:</translation>
    </message>
    <message>
        <source>Communication per step and GPU</source>
        <translation>GPU 1 基・1 ステップあたりの通信</translation>
    </message>
    <message>
        <source>Replays of this workload</source>
        <translation>このワークロードの再現</translation>
    </message>
    <message>
        <source>none counted</source>
        <translation>計上なし</translation>
    </message>
    <message>
        <source>No candidate's plan run has replayed this workload yet (Faults &amp; Replay: Plan from Workload).</source>
        <translation>このワークロードを再現した候補のプラン実行はまだありません（障害と再現: ワークロードからプラン）。</translation>
    </message>
    <message>
        <source>Each candidate's replays of the collectives above, on its own cluster: the step time's p50, or in an open loop of requests the latency's p99, compared at one rank count and rate. They score the Workload replay criterion of the decision.</source>
        <translation>各候補が自身のクラスタで上記の集団通信を再現した結果: ステップ時間の p50、またはリクエストのオープンループではレイテンシの p99 を、同一のランク数とレートで比較します。これらは意思決定の「ワークロード再現」基準を採点します。</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>計上</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>除外</translation>
    </message>
</context>
<context>
    <name>fw::app::ReportPage</name>
    <message>
        <source>Open or create a project: the report describes one project.</source>
        <translation>プロジェクトを開くか作成してください。レポートは 1 つのプロジェクトについて作成されます。</translation>
    </message>
    <message>
        <source>Preview of the report in %1. The PDF has a title page, contents and page numbers.</source>
        <translation>%1 のレポートのプレビューです。PDF には表紙、目次、ページ番号が付きます。</translation>
    </message>
    <message>
        <source>No report</source>
        <translation>レポートなし</translation>
    </message>
    <message>
        <source>Open or create a project first; the report describes it.</source>
        <translation>先にプロジェクトを開くか作成してください。レポートはそのプロジェクトについて作成されます。</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>レポートのエクスポート</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Report not exported</source>
        <translation>レポートはエクスポートされませんでした</translation>
    </message>
    <message>
        <source>The report was not exported.</source>
        <translation>レポートはエクスポートされませんでした。</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 をエクスポートしました。</translation>
    </message>
    <message>
        <source>Report language:</source>
        <translation>レポートの言語:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>HTML page</source>
        <translation>HTML ページ</translation>
    </message>
    <message>
        <source>Worksheet as Excel workbook (XLSX)</source>
        <translation>ワークシート (Excel ブック、XLSX)</translation>
    </message>
    <message>
        <source>Worksheet as CSV</source>
        <translation>ワークシート (CSV)</translation>
    </message>
    <message>
        <source>Refresh Preview</source>
        <translation>プレビューを更新</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>エクスポート...</translation>
    </message>
    <message>
        <source>The procurement report of this project, from triage to the decision, with the provenance of every measurement. It is written in the language of the user interface unless you choose another; the project remembers the language of its last export. The worksheet formats export the procurement worksheet alone.</source>
        <translation>このプロジェクトの調達レポートです。初期判断から意思決定までを、各測定の来歴とともにまとめます。別の言語を選ばない限り、ユーザーインターフェースの言語で書かれます。プロジェクトは最後にエクスポートした言語を記憶します。ワークシート形式では調達ワークシートのみをエクスポートします。</translation>
    </message>
</context>
<context>
    <name>fw::app::RunActions</name>
    <message>
        <source>Cannot read the candidates</source>
        <translation>候補を読み込めません</translation>
    </message>
    <message>
        <source>No candidate (counts for no offer)</source>
        <translation>候補なし (どの提案にも数えられません)</translation>
    </message>
    <message>
        <source>no candidate</source>
        <translation>候補なし</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… ほか %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs Not Deleted</source>
        <translation>実行は削除されませんでした</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) with their results and samples? Edit &gt; Undo brings them back.</source>
        <translation>
            <numerusform>%n 件の実行を結果とサンプルごと削除しますか? [編集] &gt; [元に戻す] で復元できます。</numerusform>
        </translation>
    </message>
    <message>
        <source>What relies on them:</source>
        <translation>これらに依存しているもの:</translation>
    </message>
    <message>
        <source>Delete Runs</source>
        <translation>実行の削除</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s)</source>
        <translation>
            <numerusform>%n 件の実行を削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n run(s) to %1</source>
        <translation>
            <numerusform>%n 件の実行を %1 に移動</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs Not Moved</source>
        <translation>実行は移動されませんでした</translation>
    </message>
    <message numerus="yes">
        <source>Mark %n run(s) as own measurement</source>
        <translation>
            <numerusform>%n 件の実行を自社測定に設定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n run(s) as vendor claim</source>
        <translation>
            <numerusform>%n 件の実行をベンダーの主張に設定</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs Not Changed</source>
        <translation>実行は変更されませんでした</translation>
    </message>
    <message>
        <source>Edit run %1</source>
        <translation>実行 %1 を編集</translation>
    </message>
    <message>
        <source>Run Not Changed</source>
        <translation>実行は変更されませんでした</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Move to Candidate</source>
        <translation>候補へ移動</translation>
    </message>
    <message>
        <source>Mark as Vendor Claim</source>
        <translation>ベンダーの主張に設定</translation>
    </message>
    <message>
        <source>Mark as Own Measurement</source>
        <translation>自社測定に設定</translation>
    </message>
    <message>
        <source>Edit Label and Notes…</source>
        <translation>ラベルとメモを編集…</translation>
    </message>
</context>
<context>
    <name>fw::app::RunEditDialog</name>
    <message>
        <source>Edit Run</source>
        <translation>実行の編集</translation>
    </message>
    <message>
        <source>e.g. Acceptance baseline, 16 nodes</source>
        <translation>例: 受け入れ基準測定、16 ノード</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>ラベル:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>メモ:</translation>
    </message>
</context>
<context>
    <name>fw::app::RunText</name>
    <message>
        <source>%1 size</source>
        <translation>%1 サイズ</translation>
    </message>
    <message>
        <source>%1 sizes</source>
        <translation>%1 サイズ</translation>
    </message>
    <message>
        <source>%1 rank</source>
        <translation>%1 ランク</translation>
    </message>
    <message>
        <source>%1 ranks</source>
        <translation>%1 ランク</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>%1 ノード</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 ノード</translation>
    </message>
    <message>
        <source>%1 - %2 (%3)</source>
        <translation>%1 - %2 (%3)</translation>
    </message>
    <message>
        <source>ranks not stated</source>
        <translation>ランク数の記載なし</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <source>%1 %2, %3, %4, %5</source>
        <translation>%1 %2、%3、%4、%5</translation>
    </message>
    <message>
        <source>%1, %2: p99 %3 µs, %4</source>
        <translation>%1、%2: p99 %3 µs、%4</translation>
    </message>
    <message>
        <source>in place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>out of place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <source>%1 (version not stated)</source>
        <translation>%1（バージョン記載なし）</translation>
    </message>
</context>
<context>
    <name>fw::app::StartPage</name>
    <message>
        <source>Fabric Workbench</source>
        <translation>Fabric Workbench</translation>
    </message>
    <message>
        <source>A project file holds one procurement: its candidates, evidence, costs and decision. Start a new one, open one, or look around the demo project, which is filled with example data.</source>
        <translation>プロジェクトファイルには 1 件の調達(候補、エビデンス、コスト、意思決定)が収められます。新規作成するか、既存のものを開くか、サンプルデータ入りのデモプロジェクトをご覧ください。</translation>
    </message>
    <message>
        <source>New Project...</source>
        <translation>新規プロジェクト...</translation>
    </message>
    <message>
        <source>Open Project...</source>
        <translation>プロジェクトを開く...</translation>
    </message>
    <message>
        <source>Open the Demo Project</source>
        <translation>デモプロジェクトを開く</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>最近のプロジェクト</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Remove from List</source>
        <translation>一覧から削除</translation>
    </message>
    <message>
        <source>%1 (missing)
%2</source>
        <translation>%1 (見つかりません)
%2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1 is no longer there. Remove it from the list, or put the file back.</source>
        <translation>%1 は見つかりません。一覧から削除するか、ファイルを元の場所に戻してください。</translation>
    </message>
    <message>
        <source>No recent projects yet.</source>
        <translation>最近のプロジェクトはまだありません。</translation>
    </message>
    <message>
        <source>Where a project stands</source>
        <translation>プロジェクトの進捗</translation>
    </message>
    <message>
        <source>Open a project to see its steps here.</source>
        <translation>プロジェクトを開くと、ここに各ステップが表示されます。</translation>
    </message>
    <message>
        <source>Where %1 stands</source>
        <translation>%1 の進捗</translation>
    </message>
    <message>
        <source>The file is missing.</source>
        <translation>ファイルが見つかりません。</translation>
    </message>
    <message>
        <source>Cannot read it: %1</source>
        <translation>読み込めません: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
%2 in %3</source>
        <translation>%1
%3 の %2</translation>
    </message>
    <message>
        <source>Still missing: %1</source>
        <translation>まだ不足: %1</translation>
    </message>
</context>
<context>
    <name>fw::app::StartQuestion</name>
    <message>
        <source>none: the run counts for no offer</source>
        <translation>なし: この実行はどの提案にも数えられません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot read the candidates</source>
        <translation>候補を読み込めません</translation>
    </message>
    <message>
        <source>This computer (local, 1 rank), not a stored connection</source>
        <translation>このコンピューター (ローカル、1 ランク)、保存された接続ではありません</translation>
    </message>
    <message>
        <source>Candidate: %1</source>
        <translation>候補: %1</translation>
    </message>
    <message>
        <source>Connection: %1</source>
        <translation>接続: %1</translation>
    </message>
    <message>
        <source>Launcher: %1</source>
        <translation>ランチャー: %1</translation>
    </message>
    <message>
        <source>The agent runs on this computer, so the run measures this computer, not a candidate's fabric: it is stored marked "this computer" and left out of the scores and the acceptance rate. If this computer is a node of the candidate's cluster, say so in the connection.</source>
        <translation>エージェントはこのコンピューターで実行されるため、この実行は候補のファブリックではなくこのコンピューターを測定します。「このコンピューター」と記録して保存され、スコアと受け入れ率から除外されます。このコンピューターが候補のクラスターのノードである場合は、接続でそのように指定してください。</translation>
    </message>
    <message>
        <source>Connection Not Saved</source>
        <translation>接続は保存されませんでした</translation>
    </message>
</context>
<context>
    <name>fw::app::StoredPlanRuns</name>
    <message>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>%1 — %2 on %3, %4</source>
        <translation>%1 — %2 (%3)、%4</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Cannot read the plan runs</source>
        <translation>プランの実行記録を読み込めません</translation>
    </message>
    <message>
        <source>No plan has run in this project yet</source>
        <translation>このプロジェクトではまだプランを実行していません</translation>
    </message>
    <message>
        <source>Cannot read the plan run</source>
        <translation>プランの実行記録を読み込めません</translation>
    </message>
    <message>
        <source>Delete Plan Run</source>
        <translation>プランの実行記録を削除</translation>
    </message>
    <message>
        <source>Cannot Delete</source>
        <translation>削除できません</translation>
    </message>
    <message>
        <source>Stored plan runs:</source>
        <translation>保存済みのプラン実行:</translation>
    </message>
    <message>
        <source>Delete Run…</source>
        <translation>実行記録を削除…</translation>
    </message>
    <message>
        <source>Delete this plan run and the agent output it stored? Benchmark runs it produced stay in the Benchmarks list; questionnaire answers linked to its steps lose those links.</source>
        <translation>このプラン実行と保存されたエージェント出力を削除しますか？ 生成されたベンチマーク実行はベンチマーク一覧に残ります。そのステップにリンクされた質問票の回答はリンクを失います。</translation>
    </message>
</context>
<context>
    <name>fw::app::SupplierReviewDialog</name>
    <message>
        <source>Answers from %1</source>
        <translation>%1 からの回答</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>Red flags and checks</source>
        <translation>レッドフラグと検証</translation>
    </message>
    <message>
        <source>New red flag: %1</source>
        <translation>新しいレッドフラグ：%1</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>質問 %1</translation>
    </message>
    <message>
        <source>BOM: %1</source>
        <translation>BOM：%1</translation>
    </message>
    <message>
        <source>Store ticked changes</source>
        <translation>チェックした変更を保存</translation>
    </message>
    <message>
        <source>%1 will be taken from the price sheet (quoted).</source>
        <translation>%1 は価格シートから取得されます（見積り）。</translation>
    </message>
    <message>
        <source>Price line %1: %2 (%3)</source>
        <translation>価格行 %1：%2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n 件の回答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n BOM field(s)</source>
        <translation>
            <numerusform>%n 件の BOM 項目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price line(s)</source>
        <translation>
            <numerusform>%n 件の価格行</numerusform>
        </translation>
    </message>
    <message>
        <source>The workbook changes %1. Untick what you reject; the ticked changes are stored as one step that Undo takes back.</source>
        <translation>このワークブックは%1を変更します。却下する変更のチェックを外してください。チェックした変更は、元に戻すで取り消せる 1 つの操作として保存されます。</translation>
    </message>
</context>
<context>
    <name>fw::app::TriagePage</name>
    <message>
        <source>Answer triage question</source>
        <translation>初期判断の質問に回答</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>変更は保存されていません</translation>
    </message>
    <message>
        <source>Model API check:</source>
        <translation>モデル API の確認:</translation>
    </message>
    <message>
        <source>A starting point only: the acceptance test on the exact cluster decides.</source>
        <translation>あくまで出発点です。最終的には、対象となる実際のクラスターでの受け入れテストで判断します。</translation>
    </message>
    <message>
        <source>Answer what you know; the recommendation follows each answer and is saved with the project. It is where to start, not the decision.</source>
        <translation>分かる範囲で回答してください。推奨は回答のたびに更新され、プロジェクトとともに保存されます。これは出発点を示すもので、最終判断ではありません。</translation>
    </message>
    <message>
        <source>First-decision questions</source>
        <translation>最初の判断のための質問</translation>
    </message>
    <message>
        <source>Model-API check: does the workload need...</source>
        <translation>モデル API の確認: ワークロードに必要なもの...</translation>
    </message>
    <message>
        <source>Workload profile: the cluster must carry</source>
        <translation>ワークロードのプロファイル: クラスターが担う処理</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>(not answered)</source>
        <translation>(未回答)</translation>
    </message>
</context>
<context>
    <name>fw::app::WorkloadSection</name>
    <message>
        <source>Workload not read</source>
        <translation>ワークロードを読み込めませんでした</translation>
    </message>
    <message>
        <source>Edit the workload</source>
        <translation>ワークロードの編集</translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation>変更は保存されていません</translation>
    </message>
    <message>
        <source>The description cannot be laid out as it says:</source>
        <translation>記述どおりに配置できません:</translation>
    </message>
    <message>
        <source>Not described yet: the values are an example (Llama-2-7B on 2 nodes of 8 GPUs). The first change stores the description.</source>
        <translation>まだ記述されていません。表示中の値は例 (8 GPU のノード 2 台での Llama-2-7B) です。最初の変更で記述が保存されます。</translation>
    </message>
    <message>
        <source>Communication per step and GPU</source>
        <translation>GPU 1 基・1 ステップあたりの通信</translation>
    </message>
    <message>
        <source>No communication pattern until the description can be laid out.</source>
        <translation>記述どおりに配置できるようになるまで、通信パターンはありません。</translation>
    </message>
    <message>
        <source>Workload description: what runs on each candidate</source>
        <translation>ワークロードの記述: 各候補で実行する内容</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
</context>
<context>
    <name>fw::app::WorksheetExport</name>
    <message>
        <source>Could not create %1.</source>
        <translation>%1 を作成できませんでした。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>fw::app::WorksheetTableView</name>
    <message>
        <source>Nothing was pasted:
%1</source>
        <translation>何も貼り付けられませんでした:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>%n 個のセルを貼り付け</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear %n cell(s)</source>
        <translation>
            <numerusform>%n 個のセルをクリア</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::cli</name>
    <message>
        <source>No candidate "%1" in the project.</source>
        <translation>プロジェクトに候補「%1」はありません。</translation>
    </message>
    <message>
        <source>"%1" names more than one candidate.</source>
        <translation>「%1」に該当する候補が複数あります。</translation>
    </message>
    <message>
        <source>Name one by id, supplier, offer or "supplier / offer":
%1</source>
        <translation>ID、サプライヤー、提案、または「サプライヤー / 提案」で 1 つ指定してください:
%1</translation>
    </message>
    <message>
        <source>Import benchmark logs (nccl-tests text or JSON, OSU, perftest, fabric-agent JSON Lines, CSV) into a project. Each file is stored whole or not at all.</source>
        <translation>ベンチマークのログ (nccl-tests のテキストまたは JSON、OSU、perftest、fabric-agent の JSON Lines、CSV) をプロジェクトに取り込みます。各ファイルは全体が保存されるか、まったく保存されないかのどちらかです。</translation>
    </message>
    <message>
        <source>The project file (*.fabwb).</source>
        <translation>プロジェクトファイル (*.fabwb)。</translation>
    </message>
    <message>
        <source>The candidate the runs belong to: id, supplier or offer name.</source>
        <translation>実行が属する候補: ID、サプライヤー名、または提案名。</translation>
    </message>
    <message>
        <source>vendor (a supplier's claim) or own (our measurement); by default the agent's logs are own measurements and all others vendor claims.</source>
        <translation>vendor (サプライヤーの主張) または own (自社の測定)。既定では、エージェントのログは自社測定、それ以外はすべてベンダーの主張として扱われます。</translation>
    </message>
    <message>
        <source>The logs to import.</source>
        <translation>取り込むログ。</translation>
    </message>
    <message>
        <source>--source must be vendor or own, not "%1".</source>
        <translation>--source には vendor または own を指定してください (「%1」は無効です)。</translation>
    </message>
    <message>
        <source>%1 is open read-only: %2</source>
        <translation>%1 は読み取り専用で開かれています: %2</translation>
    </message>
    <message>
        <source>Imported %1 as run %2 (%3): %4</source>
        <translation>%1 を実行 %2 として取り込みました (%3): %4</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>取り込まれませんでした: %1</translation>
    </message>
    <message>
        <source>Run fabric-agent bench for a candidate, on this computer or over SSH through one of its connections, print the sizes as they arrive and store the run in the project. Arguments after -- go to the agent.</source>
        <translation>候補に対して fabric-agent bench を、このコンピューター上または候補の接続の 1 つを使って SSH 経由で実行し、届いたサイズから順に出力して、実行をプロジェクトに保存します。-- 以降の引数はエージェントに渡されます。</translation>
    </message>
    <message>
        <source>Options of fabric-agent bench.</source>
        <translation>fabric-agent bench のオプション。</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>実行中: %1</translation>
    </message>
    <message>
        <source>size %1/%2: %3 B %4, p50 %5 us, p99 %6 us, busbw %7 GB/s</source>
        <translation>サイズ %1/%2: %3 B %4、p50 %5 us、p99 %6 us、busbw %7 GB/s</translation>
    </message>
    <message>
        <source>in place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>out of place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <source>Stored as dispatch %1 (%2).</source>
        <translation>ディスパッチ %1 として保存しました (%2)。</translation>
    </message>
    <message>
        <source>Not stored: %1</source>
        <translation>保存されませんでした: %1</translation>
    </message>
    <message>
        <source>Write the procurement report of a project (PDF or HTML), or its procurement worksheet (XLSX or CSV), in English, German or Japanese.</source>
        <translation>プロジェクトの調達レポート (PDF または HTML) または調達ワークシート (XLSX または CSV) を、英語、ドイツ語、日本語のいずれかで出力します。</translation>
    </message>
    <message>
        <source>pdf or html (the report), xlsx or csv (the worksheet); by default the suffix of --out.</source>
        <translation>pdf または html (レポート)、xlsx または csv (ワークシート)。省略時は --out の拡張子から判断します。</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>出力するファイル。</translation>
    </message>
    <message>
        <source>--lang must be en, de or ja, not "%1".</source>
        <translation>--lang には en、de、ja のいずれかを指定してください (指定値: "%1")。</translation>
    </message>
    <message>
        <source>--format must be pdf, html, xlsx or csv, not "%1".</source>
        <translation>--format には pdf、html、xlsx、csv のいずれかを指定してください (指定値: "%1")。</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 を書き込みました</translation>
    </message>
    <message>
        <source>The plan file (JSON).</source>
        <translation>プランファイル (JSON)。</translation>
    </message>
    <message>
        <source>Print an example plan and exit.</source>
        <translation>プランの例を表示して終了します。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Step %1/%2 (%3)</source>
        <translation>ステップ %1/%2 (%3)</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1、%2: %3</translation>
    </message>
    <message>
        <source>%1, %2: %3, stored as dispatch %4.</source>
        <translation>%1、%2: %3。実行 %4 として保存しました。</translation>
    </message>
    <message>
        <source>back to normal %1 s after the revert</source>
        <translation>復旧から %1 秒後に正常に戻りました</translation>
    </message>
    <message>
        <source>not recovered within the observation window</source>
        <translation>観測期間内に回復しませんでした</translation>
    </message>
    <message>
        <source>benchmark during the fault: %1</source>
        <translation>障害中のベンチマーク: %1</translation>
    </message>
    <message>
        <source>%1 done: %2</source>
        <translation>%1 完了: %2</translation>
    </message>
    <message>
        <source>Plan run %1: %2.</source>
        <translation>プラン実行 %1: %2。</translation>
    </message>
    <message>
        <source>The candidate the run belongs to: id, supplier or offer name.</source>
        <translation>実行が属する候補: ID、サプライヤー名、または提案名。</translation>
    </message>
    <message>
        <source>The candidate's connection to use, by name; without it, the only one.</source>
        <translation>使用する候補の接続 (名前で指定)。省略した場合は唯一の接続を使います。</translation>
    </message>
    <message>
        <source>local, mpirun or srun; overrides the connection's launcher.</source>
        <translation>local、mpirun、srun のいずれか。接続のランチャー設定より優先されます。</translation>
    </message>
    <message>
        <source>The known_hosts file; ~/.ssh/known_hosts by default.</source>
        <translation>known_hosts ファイル。既定は ~/.ssh/known_hosts。</translation>
    </message>
    <message>
        <source>The candidate has no connection named "%1".</source>
        <translation>候補に「%1」という名前の接続はありません。</translation>
    </message>
    <message>
        <source>The candidate has several connections; name one with --connection.</source>
        <translation>候補に複数の接続があります。--connection で 1 つ指定してください。</translation>
    </message>
    <message>
        <source>--launcher must be local, mpirun or srun, not "%1".</source>
        <translation>--launcher には local、mpirun、srun のいずれかを指定してください (「%1」は無効です)。</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4, nodes: %5</source>
        <translation>%1: %2、%3、%4、ノード数: %5</translation>
    </message>
    <message>
        <source>The supplier's name.</source>
        <translation>サプライヤーの名前。</translation>
    </message>
    <message>
        <source>The offer's name, as the supplier calls it.</source>
        <translation>サプライヤーが呼ぶとおりのオファー名。</translation>
    </message>
    <message>
        <source>infiniband or roce (RoCE v2).</source>
        <translation>infiniband または roce (RoCE v2)。</translation>
    </message>
    <message>
        <source>How the cluster is delivered: cloud_rental, colocation or on_premises.</source>
        <translation>クラスターの提供形態: cloud_rental、colocation、on_premises のいずれか。</translation>
    </message>
    <message>
        <source>How many GPU nodes the offer has.</source>
        <translation>オファーに含まれる GPU ノードの数。</translation>
    </message>
    <message>
        <source>Free notes.</source>
        <translation>自由記述のメモ。</translation>
    </message>
    <message>
        <source>--fabric must be infiniband or roce, not "%1".</source>
        <translation>--fabric は infiniband または roce でなければなりません (「%1」は使えません)。</translation>
    </message>
    <message>
        <source>--delivery must be cloud_rental, colocation or on_premises, not "%1".</source>
        <translation>--delivery は cloud_rental、colocation、on_premises のいずれかでなければなりません (「%1」は使えません)。</translation>
    </message>
    <message>
        <source>--supplier must not be empty.</source>
        <translation>--supplier を空にすることはできません。</translation>
    </message>
    <message>
        <source>There is already a candidate %1 (id %2); give this one another supplier or offer name.</source>
        <translation>候補 %1 (ID %2) がすでにあります。この候補には別のサプライヤー名かオファー名を付けてください。</translation>
    </message>
    <message>
        <source>fabric-workbench candidate add --project P --supplier S --offer O [--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]</source>
        <translation>fabric-workbench candidate add --project P --supplier S --offer O [--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]</translation>
    </message>
    <message>
        <source>Add a candidate: one supplier's offer. Without --fabric, --delivery and --nodes it is InfiniBand, a cloud rental, 1 node.</source>
        <translation>候補 (1 社のサプライヤーのオファー) を追加します。--fabric、--delivery、--nodes を省略すると、InfiniBand、クラウドレンタル、1 ノードになります。</translation>
    </message>
    <message>
        <source>Added candidate %1.</source>
        <translation>候補を追加しました: %1。</translation>
    </message>
    <message>
        <source>fabric-workbench candidate list --project P [--json]</source>
        <translation>fabric-workbench candidate list --project P [--json]</translation>
    </message>
    <message>
        <source>List the project's candidates.</source>
        <translation>プロジェクトの候補を一覧表示します。</translation>
    </message>
    <message>
        <source>Write JSON (docs/cli.md describes it).</source>
        <translation>JSON を出力します (docs/cli.md に説明があります)。</translation>
    </message>
    <message>
        <source>The project has no candidates.</source>
        <translation>このプロジェクトには候補がありません。</translation>
    </message>
    <message>
        <source>fabric-workbench candidate edit --project P --candidate C [--supplier S] [--offer O] [--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]</source>
        <translation>fabric-workbench candidate edit --project P --candidate C [--supplier S] [--offer O] [--fabric infiniband|roce] [--delivery MODEL] [--nodes N] [--notes TEXT]</translation>
    </message>
    <message>
        <source>Change a candidate's fields; the others stay as they are.</source>
        <translation>候補の項目を変更します。指定しない項目はそのままです。</translation>
    </message>
    <message>
        <source>The candidate: id, supplier, offer or "supplier / offer".</source>
        <translation>候補: ID、サプライヤー、オファー、または「サプライヤー / オファー」。</translation>
    </message>
    <message>
        <source>Nothing to change: give at least one of --supplier, --offer, --fabric, --delivery, --nodes and --notes.</source>
        <translation>変更する内容がありません。--supplier、--offer、--fabric、--delivery、--nodes、--notes のうち少なくとも 1 つを指定してください。</translation>
    </message>
    <message>
        <source>Changed candidate %1.</source>
        <translation>候補を変更しました: %1。</translation>
    </message>
    <message>
        <source>fabric-workbench candidate remove --project P --candidate C [--force]</source>
        <translation>fabric-workbench candidate remove --project P --candidate C [--force]</translation>
    </message>
    <message>
        <source>Remove a candidate with its connections, BOM, answers, costs and scores. Its benchmark runs, dispatches and plan runs stay, without a candidate. A candidate that has any of these is removed only with --force.</source>
        <translation>候補を、その接続、部品表、回答、コスト、評点とともに削除します。ベンチマークの実行、ディスパッチ、プラン実行は候補なしで残ります。これらのいずれかを持つ候補は --force を指定した場合にだけ削除されます。</translation>
    </message>
    <message>
        <source>Remove it even when it has records.</source>
        <translation>記録があっても削除します。</translation>
    </message>
    <message>
        <source>connections: %1, benchmark runs: %2, dispatches and plan runs: %3, other records: %4</source>
        <translation>接続: %1、ベンチマークの実行: %2、ディスパッチとプラン実行: %3、その他の記録: %4</translation>
    </message>
    <message>
        <source>Candidate %1 has records (%2). Its connections and other records would be deleted, its runs, dispatches and plan runs kept without a candidate. Add --force to remove it.</source>
        <translation>候補 %1 には記録があります (%2)。接続とその他の記録は削除され、実行、ディスパッチ、プラン実行は候補なしで残ります。削除するには --force を付けてください。</translation>
    </message>
    <message>
        <source>Removed candidate %1 (%2).</source>
        <translation>候補 %1 を削除しました (%2)。</translation>
    </message>
    <message>
        <source>Add, list, change and remove the candidates of a project.</source>
        <translation>プロジェクトの候補を追加、一覧表示、変更、削除します。</translation>
    </message>
    <message>
        <source>add a candidate</source>
        <translation>候補を追加する</translation>
    </message>
    <message>
        <source>list the candidates</source>
        <translation>候補を一覧表示する</translation>
    </message>
    <message>
        <source>change a candidate's fields</source>
        <translation>候補の項目を変更する</translation>
    </message>
    <message>
        <source>remove a candidate</source>
        <translation>候補を削除する</translation>
    </message>
    <message>
        <source>The project has no candidates yet; add one with "fabric-workbench candidate add" or in the Candidates page.</source>
        <translation>プロジェクトにはまだ候補がありません。「fabric-workbench candidate add」または候補ページで追加してください。</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>使い方: %1</translation>
    </message>
    <message>
        <source>--%1 is missing.</source>
        <translation>--%1 がありません。</translation>
    </message>
    <message>
        <source>--%1 must be a whole number of at least 1, not "%2".</source>
        <translation>--%1 は 1 以上の整数でなければなりません (「%2」は使えません)。</translation>
    </message>
    <message>
        <source>Usage: fabric-workbench %1 %2 [options]</source>
        <translation>使い方: fabric-workbench %1 %2 [オプション]</translation>
    </message>
    <message>
        <source>Subcommands:</source>
        <translation>サブコマンド:</translation>
    </message>
    <message>
        <source>"fabric-workbench %1 SUBCOMMAND --help" lists a subcommand's options.</source>
        <translation>「fabric-workbench %1 サブコマンド --help」でサブコマンドのオプションを表示します。</translation>
    </message>
    <message>
        <source>"fabric-workbench %1" needs a subcommand.</source>
        <translation>「fabric-workbench %1」にはサブコマンドが必要です。</translation>
    </message>
    <message>
        <source>"%1" is not a subcommand of "fabric-workbench %2".</source>
        <translation>「%1」は「fabric-workbench %2」のサブコマンドではありません。</translation>
    </message>
    <message>
        <source>The project file %1 does not exist. Make one with "fabric-workbench new %2".</source>
        <translation>プロジェクトファイル %1 は存在しません。「fabric-workbench new %2」で作成してください。</translation>
    </message>
    <message>
        <source>It has none; add one with "fabric-workbench connection add".</source>
        <translation>接続はありません。「fabric-workbench connection add」で追加してください。</translation>
    </message>
    <message>
        <source>Its connections: %1.</source>
        <translation>接続: %1。</translation>
    </message>
    <message>
        <source>"%1" (id %2): %3, ranks: %4</source>
        <translation>「%1」(ID %2): %3、ランク数: %4</translation>
    </message>
    <message>
        <source>"%1" (id %2): %3, %4, nodes: %5, ranks per node: %6</source>
        <translation>「%1」(ID %2): %3、%4、ノード数: %5、ノードあたりのランク数: %6</translation>
    </message>
    <message>
        <source>The connection's name, unique within its candidate.</source>
        <translation>接続の名前 (候補内で一意)。</translation>
    </message>
    <message>
        <source>--hostfile: cannot read %1: %2</source>
        <translation>--hostfile: %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1, line %2: "%3" is not a host name or address.</source>
        <translation>%1、%2 行目: 「%3」はホスト名でもアドレスでもありません。</translation>
    </message>
    <message>
        <source>--hostfile: %1 names no host.</source>
        <translation>--hostfile: %1 にホストが記載されていません。</translation>
    </message>
    <message>
        <source>Add a connection to a candidate: where and how "run" and "plan" start the agent. --local runs it on this computer (with mpirun when --ranks is above 1); --host reaches the cluster over SSH, with mpirun unless --launcher says srun. No password or passphrase is ever stored.</source>
        <translation>候補に接続を追加します。「run」と「plan」がエージェントをどこでどのように起動するかを決めます。--local はこのコンピューターで実行し (--ranks が 1 より大きいときは mpirun を使用)、--host は SSH でクラスターに接続し、--launcher で srun を指定しない限り mpirun を使います。パスワードやパスフレーズは保存されません。</translation>
    </message>
    <message>
        <source>Run the agent on this computer.</source>
        <translation>このコンピューターでエージェントを実行します。</translation>
    </message>
    <message>
        <source>The cluster's head node, reached over SSH.</source>
        <translation>SSH で接続するクラスターのヘッドノード。</translation>
    </message>
    <message>
        <source>The SSH user; by default yours.</source>
        <translation>SSH ユーザー。既定ではあなたのユーザー名。</translation>
    </message>
    <message>
        <source>The SSH port; 22 by default.</source>
        <translation>SSH ポート。既定は 22。</translation>
    </message>
    <message>
        <source>The private key file; by default ssh-agent's keys.</source>
        <translation>秘密鍵ファイル。既定では ssh-agent の鍵を使います。</translation>
    </message>
    <message>
        <source>A jump host, [user@]host[:port].</source>
        <translation>踏み台ホスト ([user@]host[:port])。</translation>
    </message>
    <message>
        <source>The remote folder the agent is built in; .fabric-workbench by default.</source>
        <translation>エージェントをビルドするリモートのフォルダー。既定は .fabric-workbench。</translation>
    </message>
    <message>
        <source>local, mpirun or srun.</source>
        <translation>local、mpirun、srun のいずれか。</translation>
    </message>
    <message>
        <source>Ranks per node; 1 by default.</source>
        <translation>ノードあたりのランク数。既定は 1。</translation>
    </message>
    <message>
        <source>A file of the nodes to run on, one per line (an Open MPI hostfile works).</source>
        <translation>実行するノードを 1 行に 1 つずつ記したファイル (Open MPI の hostfile も使えます)。</translation>
    </message>
    <message>
        <source>srun without a hostfile: how many nodes Slurm should choose.</source>
        <translation>hostfile なしの srun: Slurm に選ばせるノード数。</translation>
    </message>
    <message>
        <source>One more argument for mpirun or srun; repeat it for several.</source>
        <translation>mpirun または srun への追加の引数。複数あるときは繰り返し指定します。</translation>
    </message>
    <message>
        <source>--local: the agent program; by default the one installed with the workbench.</source>
        <translation>--local: エージェントのプログラム。既定ではワークベンチと一緒にインストールされたもの。</translation>
    </message>
    <message>
        <source>Give either --local or --host.</source>
        <translation>--local と --host のどちらか一方を指定してください。</translation>
    </message>
    <message>
        <source>--%1 is for a connection over SSH (--host), not --local.</source>
        <translation>--%1 は SSH 接続 (--host) 用で、--local には使えません。</translation>
    </message>
    <message>
        <source>--agent is for --local; over SSH the workbench builds the agent on the cluster.</source>
        <translation>--agent は --local 用です。SSH 接続ではワークベンチがクラスター上でエージェントをビルドします。</translation>
    </message>
    <message>
        <source>--port must be a number from 1 to 65535, not "%1".</source>
        <translation>--port は 1 から 65535 までの数でなければなりません (「%1」は使えません)。</translation>
    </message>
    <message>
        <source>--key: %1 is not a file.</source>
        <translation>--key: %1 はファイルではありません。</translation>
    </message>
    <message>
        <source>--launcher %1 runs over SSH; give --host instead of --local.</source>
        <translation>--launcher %1 は SSH 経由で実行します。--local ではなく --host を指定してください。</translation>
    </message>
    <message>
        <source>--launcher local runs on this computer; give --local instead of --host.</source>
        <translation>--launcher local はこのコンピューターで実行します。--host ではなく --local を指定してください。</translation>
    </message>
    <message>
        <source>The connection was not added:</source>
        <translation>接続は追加されませんでした:</translation>
    </message>
    <message>
        <source>Added a connection to %1: %2.</source>
        <translation>%1 に接続を追加しました: %2。</translation>
    </message>
    <message>
        <source>fabric-workbench connection list --project P [--candidate C] [--json]</source>
        <translation>fabric-workbench connection list --project P [--candidate C] [--json]</translation>
    </message>
    <message>
        <source>List the connections of a candidate, or of every candidate. The Benchmarks and Faults pages list the same ones.</source>
        <translation>1 つの候補、またはすべての候補の接続を一覧表示します。ベンチマークページと障害ページにも同じ接続が表示されます。</translation>
    </message>
    <message>
        <source>No connections.</source>
        <translation>接続はありません。</translation>
    </message>
    <message>
        <source>%1, candidate %2</source>
        <translation>%1、候補 %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>fabric-workbench connection remove --project P --candidate C --name N</source>
        <translation>fabric-workbench connection remove --project P --candidate C --name N</translation>
    </message>
    <message>
        <source>Remove a candidate's connection. Dispatches and plan runs made through it keep their records.</source>
        <translation>候補の接続を削除します。その接続で行ったディスパッチとプラン実行の記録は残ります。</translation>
    </message>
    <message>
        <source>Removed connection "%1" (id %2).</source>
        <translation>接続「%1」(ID %2) を削除しました。</translation>
    </message>
    <message>
        <source>fabric-workbench connection copy --project P --candidate C --name N --to CANDIDATE [--as NAME]</source>
        <translation>fabric-workbench connection copy --project P --candidate C --name N --to CANDIDATE [--as NAME]</translation>
    </message>
    <message>
        <source>Copy a candidate's connection to another candidate.</source>
        <translation>候補の接続を別の候補にコピーします。</translation>
    </message>
    <message>
        <source>The candidate that gets the copy.</source>
        <translation>コピーを受け取る候補。</translation>
    </message>
    <message>
        <source>The copy's name; by default the same.</source>
        <translation>コピーの名前。既定では同じ名前。</translation>
    </message>
    <message>
        <source>Copied connection "%1" to %2 as %3.</source>
        <translation>接続「%1」を %2 に %3 としてコピーしました。</translation>
    </message>
    <message>
        <source>add a connection to a candidate</source>
        <translation>候補に接続を追加する</translation>
    </message>
    <message>
        <source>list connections</source>
        <translation>接続を一覧表示する</translation>
    </message>
    <message>
        <source>copy a connection to another candidate</source>
        <translation>接続を別の候補にコピーする</translation>
    </message>
    <message>
        <source>remove a connection</source>
        <translation>接続を削除する</translation>
    </message>
    <message>
        <source>%1 already exists; it was left as it is. Choose another name, or remove it first.</source>
        <translation>%1 はすでに存在するため、そのままにしました。別の名前を選ぶか、先に削除してください。</translation>
    </message>
    <message>
        <source>Made the empty project %1.</source>
        <translation>空のプロジェクト %1 を作成しました。</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1: %2 (%3、%4)</translation>
    </message>
    <message>
        <source>no candidate</source>
        <translation>候補なし</translation>
    </message>
    <message>
        <source>Name at least one run by its id ("fabric-workbench runs list" shows them).</source>
        <translation>少なくとも 1 つの実行を ID で指定してください (「fabric-workbench runs list」で表示されます)。</translation>
    </message>
    <message>
        <source>"%1" is not a run id; runs are named by the number "runs list" shows.</source>
        <translation>「%1」は実行 ID ではありません。実行は「runs list」が表示する番号で指定します。</translation>
    </message>
    <message>
        <source>There is no benchmark run %1 in %2.</source>
        <translation>%2 にベンチマークの実行 %1 はありません。</translation>
    </message>
    <message>
        <source>fabric-workbench runs list --project P [--candidate C | --no-candidate] [--json]</source>
        <translation>fabric-workbench runs list --project P [--candidate C | --no-candidate] [--json]</translation>
    </message>
    <message>
        <source>List the benchmark runs of a project, newest import first.</source>
        <translation>プロジェクトのベンチマークの実行を、新しく取り込んだものから順に一覧表示します。</translation>
    </message>
    <message>
        <source>Only this candidate's runs: id, supplier, offer or "supplier / offer".</source>
        <translation>この候補の実行だけ: ID、サプライヤー、オファー、または「サプライヤー / オファー」。</translation>
    </message>
    <message>
        <source>Only the runs of no candidate.</source>
        <translation>候補のない実行だけ。</translation>
    </message>
    <message>
        <source>Give --candidate or --no-candidate, not both.</source>
        <translation>--candidate と --no-candidate の両方は指定できません。</translation>
    </message>
    <message>
        <source>No benchmark runs.</source>
        <translation>ベンチマークの実行はありません。</translation>
    </message>
    <message>
        <source>fabric-workbench runs show --project P ID [--json]</source>
        <translation>fabric-workbench runs show --project P ID [--json]</translation>
    </message>
    <message>
        <source>Show one benchmark run: its provenance, where its ranks ran, every result row and what relies on it.</source>
        <translation>1 つのベンチマークの実行を表示します: 出所、各ランクの実行場所、すべての結果行、およびそれに依存するもの。</translation>
    </message>
    <message>
        <source>The run's id.</source>
        <translation>実行の ID。</translation>
    </message>
    <message>
        <source>Name one run.</source>
        <translation>実行を 1 つ指定してください。</translation>
    </message>
    <message>
        <source>File: %1 (%2, SHA-256 %3), imported %4</source>
        <translation>ファイル: %1 (%2、SHA-256 %3)、取り込み日時 %4</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>メモ: %1</translation>
    </message>
    <message>
        <source>Rank %1: %2 %3 %4</source>
        <translation>ランク %1: %2 %3 %4</translation>
    </message>
    <message>
        <source>%1 B %2: p50 %3 us, p99 %4 us, busbw %5 GB/s</source>
        <translation>%1 B %2: p50 %3 us、p99 %4 us、busbw %5 GB/s</translation>
    </message>
    <message>
        <source>fabric-workbench runs move --project P ID... (--to CANDIDATE | --no-candidate)</source>
        <translation>fabric-workbench runs move --project P ID... (--to CANDIDATE | --no-candidate)</translation>
    </message>
    <message>
        <source>Give benchmark runs to another candidate, or to none. Each moved run freezes its new candidate's declared BOM.</source>
        <translation>ベンチマークの実行を別の候補に移すか、候補から外します。移した実行は、移動先の候補が申告した部品表を固定します。</translation>
    </message>
    <message>
        <source>The candidate the runs go to: id, supplier, offer or "supplier / offer".</source>
        <translation>実行の移動先の候補: ID、サプライヤー、オファー、または「サプライヤー / オファー」。</translation>
    </message>
    <message>
        <source>Take the runs from their candidate.</source>
        <translation>実行を候補から外します。</translation>
    </message>
    <message>
        <source>The runs' ids.</source>
        <translation>実行の ID。</translation>
    </message>
    <message>
        <source>Give either --to CANDIDATE or --no-candidate.</source>
        <translation>--to 候補 と --no-candidate のどちらか一方を指定してください。</translation>
    </message>
    <message>
        <source>Moved run %1 to %2.</source>
        <translation>実行 %1 を %2 に移しました。</translation>
    </message>
    <message>
        <source>fabric-workbench runs edit --project P ID... [--label TEXT] [--notes TEXT] [--source vendor|own]</source>
        <translation>fabric-workbench runs edit --project P ID... [--label TEXT] [--notes TEXT] [--source vendor|own]</translation>
    </message>
    <message>
        <source>Change the label, the notes or the source of benchmark runs.</source>
        <translation>ベンチマークの実行のラベル、メモ、出所を変更します。</translation>
    </message>
    <message>
        <source>The runs' label; empty to clear it.</source>
        <translation>実行のラベル。空にすると消去します。</translation>
    </message>
    <message>
        <source>The runs' notes; empty to clear them.</source>
        <translation>実行のメモ。空にすると消去します。</translation>
    </message>
    <message>
        <source>vendor (a supplier's claim) or own (our measurement).</source>
        <translation>vendor (サプライヤーの主張) または own (自社測定)。</translation>
    </message>
    <message>
        <source>Nothing to change: give at least one of --label, --notes and --source.</source>
        <translation>変更する内容がありません。--label、--notes、--source のうち少なくとも 1 つを指定してください。</translation>
    </message>
    <message>
        <source>Changed run %1.</source>
        <translation>実行 %1 を変更しました。</translation>
    </message>
    <message>
        <source>fabric-workbench runs delete --project P ID... [--force]</source>
        <translation>fabric-workbench runs delete --project P ID... [--force]</translation>
    </message>
    <message>
        <source>Delete benchmark runs with their result rows, all in one transaction. A run that a plan run, the Cost and Decision pages or a questionnaire answer relies on is deleted only with --force; without it, nothing is deleted and the command says what relies on which run.</source>
        <translation>ベンチマークの実行を結果行とともに、1 つのトランザクションで削除します。プラン実行、コストと判断のページ、質問票の回答が依存している実行は --force を指定した場合にだけ削除されます。指定しないと何も削除されず、どの実行に何が依存しているかを表示します。</translation>
    </message>
    <message>
        <source>Delete the runs even when something relies on them.</source>
        <translation>依存しているものがあっても実行を削除します。</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>実行 %1: %2</translation>
    </message>
    <message>
        <source>Nothing was deleted; something relies on these runs:</source>
        <translation>何も削除していません。次のものがこれらの実行に依存しています:</translation>
    </message>
    <message>
        <source>Add --force to delete them anyway.</source>
        <translation>それでも削除するには --force を付けてください。</translation>
    </message>
    <message>
        <source>Deleted run %1.</source>
        <translation>実行 %1 を削除しました。</translation>
    </message>
    <message>
        <source>List, show, move, edit and delete the benchmark runs of a project.</source>
        <translation>プロジェクトのベンチマークの実行を一覧表示、表示、移動、編集、削除します。</translation>
    </message>
    <message>
        <source>list the runs</source>
        <translation>実行を一覧表示する</translation>
    </message>
    <message>
        <source>show one run</source>
        <translation>実行を 1 つ表示する</translation>
    </message>
    <message>
        <source>give runs to another candidate</source>
        <translation>実行を別の候補に移す</translation>
    </message>
    <message>
        <source>change the label, notes or source of runs</source>
        <translation>実行のラベル、メモ、出所を変更する</translation>
    </message>
    <message>
        <source>delete runs</source>
        <translation>実行を削除する</translation>
    </message>
    <message>
        <source>The fingerprint did not match, so nothing was trusted: --accept-host-key names %1, but the %2 key of %3 has the fingerprint %4.</source>
        <translation>フィンガープリントが一致しなかったため、何も信頼していません: --accept-host-key は %1 を指定していますが、%3 の %2 鍵のフィンガープリントは %4 です。</translation>
    </message>
    <message>
        <source>Trust an unknown host whose key has exactly this fingerprint (SHA256:...). A changed or revoked key is never accepted here.</source>
        <translation>鍵のフィンガープリントがこの値 (SHA256:...) と完全に一致する未知のホストを信頼します。変更された鍵や失効した鍵はここでは決して受け入れません。</translation>
    </message>
    <message>
        <source>fabric-workbench questionnaire list --project P [--candidate C] [--json]</source>
        <translation>fabric-workbench questionnaire list --project P [--candidate C] [--json]</translation>
    </message>
    <message>
        <source>List the questionnaire answers of each candidate with their status, linked runs and claim checks.</source>
        <translation>各候補の質問票の回答を、状態、リンクされたラン、主張の検証とともに一覧表示します。</translation>
    </message>
    <message>
        <source>Only this candidate: id, supplier, offer or "supplier / offer".</source>
        <translation>この候補のみ:ID、ベンダー、オファー、または「ベンダー / オファー」。</translation>
    </message>
    <message>
        <source>  %1 (%2), %3: %4</source>
        <translation>  %1(%2)、%3:%4</translation>
    </message>
    <message>
        <source>The question: its number (4) or key (ib.nccl).</source>
        <translation>質問:番号(4)またはキー(ib.nccl)。</translation>
    </message>
    <message>
        <source>A run id ("runs list" shows them); may be repeated.</source>
        <translation>ラン ID(「runs list」で表示)。繰り返し指定できます。</translation>
    </message>
    <message>
        <source>Run %1 is not an own measurement of %2, so it cannot check the supplier's claim.</source>
        <translation>ラン %1 は %2 の自社測定ではないため、ベンダーの主張を検証できません。</translation>
    </message>
    <message>
        <source>List questionnaire answers and check their claims against own runs.</source>
        <translation>質問票の回答を一覧表示し、その主張を自社ランと照合します。</translation>
    </message>
    <message>
        <source>list the answers with their checks</source>
        <translation>回答を検証結果とともに一覧表示</translation>
    </message>
    <message>
        <source>link an answer's claim to own runs</source>
        <translation>回答の主張を自社ランにリンク</translation>
    </message>
    <message>
        <source>%1 (weight %2)</source>
        <translation>%1 (重み %2)</translation>
    </message>
    <message>
        <source>  %1: no score</source>
        <translation>  %1: スコアなし</translation>
    </message>
    <message>
        <source>  %1: %2 ± %3 (%4) %5</source>
        <translation>  %1: %2 ± %3 (%4) %5</translation>
    </message>
    <message>
        <source>    = %1</source>
        <translation>    = %1</translation>
    </message>
    <message>
        <source>%1: weighted total %2; cost per accepted run %3</source>
        <translation>%1: 加重合計 %2; 合格ランあたりのコスト %3</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>未完了</translation>
    </message>
    <message>
        <source> (not ready)</source>
        <translation> (未準備)</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>fabric-workbench questionnaire link --project P --candidate C --question N (--run ID | --plan-step R:S)... [--unlink]</source>
        <translation>fabric-workbench questionnaire link --project P --candidate C --question N (--run ID | --plan-step R:S)... [--unlink]</translation>
    </message>
    <message>
        <source>Link an answer with figures to what checks them: the candidate's own runs for bandwidth and latency, steps of its plan runs for recovery times; or unlink them. Prints the checks.</source>
        <translation>数値を含む回答を、それを検証するものにリンクします。帯域幅とレイテンシには候補の自社の実行、復旧時間にはそのプラン実行のステップです。リンクの解除もできます。照合結果を表示します。</translation>
    </message>
    <message>
        <source>A step of a plan run that measured recovery, as PLAN-RUN:STEP (a fault step, or a storage step with --kill-rank); may be repeated.</source>
        <translation>復旧を測定したプラン実行のステップ（プラン実行:ステップ。障害ステップ、または --kill-rank 付きのストレージステップ）。繰り返し指定できます。</translation>
    </message>
    <message>
        <source>Remove these links instead.</source>
        <translation>代わりにこれらのリンクを解除します。</translation>
    </message>
    <message>
        <source>Question %1 (%2) does not ask for numbers and its answer quotes none (GB/s, µs, or a recovery time in s), so nothing can check it; in the %3 questionnaire question %4 asks for numbers.</source>
        <translation>質問 %1（%2）は数値を求めておらず、回答にも数値（GB/s、µs、秒単位の復旧時間）がないため、検証できません。%3 の質問票では質問 %4 が数値を求めています。</translation>
    </message>
    <message>
        <source>Step %1 of plan run %2 is no step of a plan run of %3 that measures recovery (a fault step, or a storage step with --kill-rank).</source>
        <translation>プラン実行 %2 のステップ %1 は、%3 のプラン実行のうち復旧を測定するステップ（障害ステップ、または --kill-rank 付きのストレージステップ）ではありません。</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <source>plan run %1, step %2</source>
        <translation>プラン実行 %1、ステップ %2</translation>
    </message>
    <message>
        <source>Question %1 of %2 is linked to nothing.</source>
        <translation>%2 の質問 %1 には何もリンクされていません。</translation>
    </message>
    <message>
        <source>Question %1 of %2 is linked to %3.</source>
        <translation>%2 の質問 %1 は %3 にリンクされています。</translation>
    </message>
    <message>
        <source>  The answer quotes no figure to check (GB/s bus bandwidth, a latency in µs or a recovery time in s).</source>
        <translation>  回答に検証できる数値（GB/s のバス帯域幅、µs のレイテンシ、秒単位の復旧時間）がありません。</translation>
    </message>
    <message>
        <source>"%1" is not a plan step; name one as PLAN-RUN:STEP, for example 3:2 for step 2 of plan run 3 (the plan command prints the plan run's number).</source>
        <translation>「%1」はプランのステップではありません。プラン実行:ステップ の形で指定してください。例: プラン実行 3 のステップ 2 は 3:2（plan コマンドがプラン実行の番号を表示します）。</translation>
    </message>
    <message>
        <source>Seconds between SSH keepalive messages; a link silent for twice as long counts as dead. 10 by default.</source>
        <translation>SSH キープアライブメッセージの間隔（秒）。その 2 倍の時間応答のない接続は切断とみなします。既定値は 10。</translation>
    </message>
    <message>
        <source>Slurm job: %1</source>
        <translation>Slurm ジョブ: %1</translation>
    </message>
    <message>
        <source>The supplier's language: en, de or ja.</source>
        <translation>サプライヤーの言語：en、de、ja のいずれか。</translation>
    </message>
    <message>
        <source>There is no workbook language "%1"; the languages are en, de and ja.</source>
        <translation>ワークブックの言語「%1」はありません。使える言語は en、de、ja です。</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 を書き出しました。</translation>
    </message>
    <message>
        <source>  Question %1 (%2): %3 -&gt; %4</source>
        <translation>  質問 %1（%2）：%3 -&gt; %4</translation>
    </message>
    <message>
        <source>    was: %1</source>
        <translation>    変更前：%1</translation>
    </message>
    <message>
        <source>    now: %1</source>
        <translation>    変更後：%1</translation>
    </message>
    <message>
        <source>    new red flag: %1</source>
        <translation>    新しいレッドフラグ：%1</translation>
    </message>
    <message>
        <source>  BOM %1: "%2" -&gt; "%3"</source>
        <translation>  BOM %1：「%2」-&gt;「%3」</translation>
    </message>
    <message>
        <source>fabric-workbench supplier-sheet import --project P FILE.xlsx [--candidate C] (--accept-all|--dry-run) [--json]</source>
        <translation>fabric-workbench supplier-sheet import --project P ファイル.xlsx [--candidate C] (--accept-all|--dry-run) [--json]</translation>
    </message>
    <message>
        <source>Bring back a workbook the supplier filled in: show what it changes, and with --accept-all store every change in one step.</source>
        <translation>サプライヤーが記入したワークブックを取り込みます：何が変わるかを表示し、--accept-all ではすべての変更を 1 回で保存します。</translation>
    </message>
    <message>
        <source>The candidate the workbook is for; needed when it has no stamp, checked against the stamp otherwise.</source>
        <translation>ワークブックの対象候補。スタンプがない場合は必須で、ある場合はスタンプと照合します。</translation>
    </message>
    <message>
        <source>Store every change.</source>
        <translation>すべての変更を保存します。</translation>
    </message>
    <message>
        <source>Only show the changes; store nothing.</source>
        <translation>変更を表示するだけで、何も保存しません。</translation>
    </message>
    <message>
        <source>Name one workbook, and either --accept-all or --dry-run.</source>
        <translation>ワークブックを 1 つ指定し、--accept-all か --dry-run のどちらかを指定してください。</translation>
    </message>
    <message>
        <source>The workbook was refused; nothing was changed.</source>
        <translation>ワークブックは拒否されました。何も変更していません。</translation>
    </message>
    <message>
        <source>Stored every change.</source>
        <translation>すべての変更を保存しました。</translation>
    </message>
    <message>
        <source>Nothing was stored.</source>
        <translation>何も保存していません。</translation>
    </message>
    <message>
        <source>Send a supplier the questionnaire and BOM as a workbook, and bring the answers back.</source>
        <translation>サプライヤーに質問票と BOM をワークブックとして送り、回答を取り込みます。</translation>
    </message>
    <message>
        <source>write a candidate's workbook for the supplier</source>
        <translation>候補のワークブックをサプライヤー向けに書き出す</translation>
    </message>
    <message>
        <source>review a returned workbook and store its answers</source>
        <translation>返送されたワークブックを確認し、回答を保存する</translation>
    </message>
    <message>
        <source>Skipped in %1, line %2: %3</source>
        <translation>%1 の %2 行目をスキップ: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 gave %n run(s).</source>
        <translation>
            <numerusform>%1 から %n 件の実行を取り込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>(--salvage imports the result rows that can be read and lists the others.)</source>
        <translation>（--salvage を付けると読み取れる結果行をインポートし、その他の行を一覧にします。）</translation>
    </message>
    <message>
        <source>The report language: en, de or ja; by default the language of these messages (LANG).</source>
        <translation>レポートの言語：en、de、ja のいずれか。既定ではこれらのメッセージの言語（LANG）です。</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: the plan can run (%n warning(s)).</source>
        <translation>
            <numerusform>%1: プランは実行できます（警告 %n 件）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The currency, as its three-letter code (EUR, USD, JPY).</source>
        <translation>通貨（3 文字のコード：EUR、USD、JPY）。</translation>
    </message>
    <message>
        <source>fabric-workbench cost rate set --project P --currency CUR --in-base RATE [--date YYYY-MM-DD]</source>
        <translation>fabric-workbench cost rate set --project P --currency CUR --in-base RATE [--date YYYY-MM-DD]</translation>
    </message>
    <message>
        <source>Set what one unit of a currency is worth in the project's currency, as of a date; prices quoted in it are converted with this rate.</source>
        <translation>ある通貨 1 単位がある日付でプロジェクトの通貨でいくらになるかを設定します。その通貨の見積り価格はこのレートで換算されます。</translation>
    </message>
    <message>
        <source>What one unit of the currency is worth in the project's currency.</source>
        <translation>その通貨 1 単位のプロジェクト通貨での価値。</translation>
    </message>
    <message>
        <source>The date of the rate (default: today).</source>
        <translation>レートの日付（既定：今日）。</translation>
    </message>
    <message>
        <source>--in-base must be a number greater than 0, not "%1".</source>
        <translation>--in-base は 0 より大きい数値でなければなりません（「%1」は不可）。</translation>
    </message>
    <message>
        <source>--date must be a date as 2026-11-30, not "%1".</source>
        <translation>--date は 2026-11-30 の形式の日付でなければなりません（「%1」は不可）。</translation>
    </message>
    <message>
        <source>1 %1 = %2 %3 as of %4.</source>
        <translation>1 %1 = %2 %3（%4 時点）。</translation>
    </message>
    <message>
        <source>fabric-workbench cost rate remove --project P --currency CUR</source>
        <translation>fabric-workbench cost rate remove --project P --currency CUR</translation>
    </message>
    <message>
        <source>Remove the exchange rate of a currency no price line is in.</source>
        <translation>どの価格行にも使われていない通貨の為替レートを削除します。</translation>
    </message>
    <message>
        <source>The project has no exchange rate for %1.</source>
        <translation>プロジェクトには %1 の為替レートがありません。</translation>
    </message>
    <message>
        <source>Removed the exchange rate of %1.</source>
        <translation>%1 の為替レートを削除しました。</translation>
    </message>
    <message>
        <source>fabric-workbench cost rate list --project P [--json]</source>
        <translation>fabric-workbench cost rate list --project P [--json]</translation>
    </message>
    <message>
        <source>List the project's exchange rates.</source>
        <translation>プロジェクトの為替レートを一覧表示します。</translation>
    </message>
    <message>
        <source>Project currency: %1</source>
        <translation>プロジェクトの通貨：%1</translation>
    </message>
    <message>
        <source>  1 %1 = %2 %3 (as of %4)</source>
        <translation>  1 %1 = %2 %3（%4 時点）</translation>
    </message>
    <message>
        <source>The project's exchange rates into its currency, each dated.</source>
        <translation>プロジェクト通貨への為替レート（それぞれ日付付き）。</translation>
    </message>
    <message>
        <source>set or change the rate of a currency</source>
        <translation>通貨のレートを設定または変更する</translation>
    </message>
    <message>
        <source>list the rates</source>
        <translation>レートを一覧表示する</translation>
    </message>
    <message>
        <source>remove the rate of a currency</source>
        <translation>通貨のレートを削除する</translation>
    </message>
    <message>
        <source>fabric-workbench cost prices --project P --candidate C [--json]</source>
        <translation>fabric-workbench cost prices --project P --candidate C [--json]</translation>
    </message>
    <message>
        <source>List a candidate's quoted price lines and the cost inputs they give, per period in the project's currency.</source>
        <translation>候補の見積り価格行と、そこから得られるコスト入力を、期間ごとにプロジェクト通貨で一覧表示します。</translation>
    </message>
    <message>
        <source>  line %1 (%2): %3</source>
        <translation>  行 %1（%2）：%3</translation>
    </message>
    <message>
        <source>%1: %2 per %3 (quoted, line(s) %4)</source>
        <translation>%1：%3 あたり %2（見積り、行 %4）</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation>不足：%1</translation>
    </message>
    <message>
        <source>No price lines are stored for this candidate.</source>
        <translation>この候補には価格行が保存されていません。</translation>
    </message>
    <message>
        <source>set, list or remove exchange rates</source>
        <translation>為替レートを設定・一覧表示・削除する</translation>
    </message>
    <message>
        <source>list a candidate's price lines and the inputs they give</source>
        <translation>候補の価格行とそこから得られる入力を一覧表示する</translation>
    </message>
    <message>
        <source>Write the workbook a supplier fills in: the questionnaire of the candidate's fabric, the bill of materials and the price sheet, in the supplier's language.</source>
        <translation>サプライヤーが記入するワークブックを書き出します：候補のファブリックの質問票、部品表、価格シートを、サプライヤーの言語で。</translation>
    </message>
    <message>
        <source>Workbook of %1: %2 answer(s), %3 BOM field(s) and %4 price line(s) changed.</source>
        <translation>%1 のワークブック：回答 %2 件、BOM 項目 %3 件、価格行 %4 件が変更されました。</translation>
    </message>
    <message>
        <source>  Price line %1 (%2, %3): "%4" -&gt; "%5"</source>
        <translation>  価格行 %1（%2、%3）：「%4」 -&gt; 「%5」</translation>
    </message>
    <message>
        <source>The workbook the supplier returned (.xlsx, or .ods as LibreOffice saves it).</source>
        <translation>サプライヤーが返送したワークブック（.xlsx、または LibreOffice が保存した .ods）。</translation>
    </message>
    <message>
        <source>Make the demo project instead: example candidates, answers, costs, claims from published logs and example plan runs, all labelled as example data.</source>
        <translation>代わりにデモプロジェクトを作成します: サンプル候補、回答、コスト、公開ログによるベンダーの主張、計画実行のサンプル。すべてサンプルデータと明記されます。</translation>
    </message>
    <message>
        <source>Made the demo project %1 (example data).</source>
        <translation>デモプロジェクト %1 を作成しました(サンプルデータ)。</translation>
    </message>
    <message>
        <source>fabric-workbench supplier-sheet export --project P --candidate C [--lang en|de|ja] --out FILE.xlsx|FILE.pdf</source>
        <translation>fabric-workbench supplier-sheet export --project P --candidate C [--lang en|de|ja] --out ファイル.xlsx|ファイル.pdf</translation>
    </message>
    <message>
        <source>The workbook to write: .xlsx to be filled in, .pdf to be read.</source>
        <translation>書き出すワークブック: 記入用は .xlsx、閲覧用は .pdf。</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source> against %1 GB/s</source>
        <translation>（比較値 %1 GB/s）</translation>
    </message>
    <message>
        <source>  run %1 (%2, phase %3) on %4: %5%6, %7</source>
        <translation>  実行 %1（%2、フェーズ %3）%4 上: %5%6、%7</translation>
    </message>
    <message>
        <source>Straggler verdict: %1</source>
        <translation>ストラグラー判定: %1</translation>
    </message>
    <message>
        <source>"%1" is an unknown command. The commands are: %2.</source>
        <translation>「%1」は不明なコマンドです。使えるコマンド: %2。</translation>
    </message>
    <message>
        <source>Use "fabric-workbench COMMAND --help" for a command's options, "fabric-workbench PROJECT.fabwb" to open a project in the window.</source>
        <translation>コマンドのオプションは「fabric-workbench コマンド --help」で表示されます。プロジェクトをウィンドウで開くには「fabric-workbench プロジェクト.fabwb」を使います。</translation>
    </message>
    <message>
        <source>Import the result rows that can be read from a file with damaged rows, instead of refusing it. The skipped rows are listed on the run, which never counts as checked, passed. A log whose run failed is kept as a failed attempt with the rows before the failure.</source>
        <translation>破損した行を含むファイルを拒否せず、読み取れる結果行をインポートします。スキップした行は実行に一覧され、その実行は「検証済み・合格」になりません。実行が失敗したログは、失敗前の行とともに失敗した試行として保持します。</translation>
    </message>
    <message>
        <source>(--salvage stores it as a failed attempt of the candidate, with the rows before the failure: it counts in the failed share of the acceptance rate.)</source>
        <translation>（--salvage を指定すると、失敗前の行とともに候補の失敗した試行として保存し、受け入れ率の失敗分に数えます。）</translation>
    </message>
    <message>
        <source>Run %1 is a failed attempt: the log reports %2.</source>
        <translation>実行 %1 は失敗した試行です: ログは %2 を報告しています。</translation>
    </message>
    <message>
        <source>Once the fingerprint is checked with the cluster's administrators, run the command again with --accept-host-key %1 to trust it.</source>
        <translation>フィンガープリントをクラスタの管理者と確認したら、--accept-host-key %1 を付けてコマンドを再実行すると、この鍵が信頼されます。</translation>
    </message>
    <message>
        <source>--accept-host-key was not used: it trusts only a host that is not in %1 yet, and never replaces a key that is there. After checking the new fingerprint, remove the old key (ssh-keygen -R %2 -f %1) or use Re-trust Host Key… in the window, and run again.</source>
        <translation>--accept-host-key は使われませんでした。このオプションは %1 にまだ載っていないホストだけを信頼し、載っている鍵を置き換えることはありません。新しいフィンガープリントを確認したうえで、古い鍵を削除する（ssh-keygen -R %2 -f %1）か、ウィンドウの「ホスト鍵を再信頼…」を使ってから、もう一度実行してください。</translation>
    </message>
    <message numerus="yes">
        <source>%1 gave %n run(s), saved, but not yet in the project file alone.</source>
        <translation>
            <numerusform>%1 から %n 件の実行を取り込んで保存しましたが、まだプロジェクトファイル単体には入っていません。</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>種類: %1</translation>
    </message>
    <message>
        <source>Precision: %1</source>
        <translation>精度: %1</translation>
    </message>
    <message>
        <source>fabric-workbench workload set --project P [--kind K] [--precision P] [--FIELD N]...</source>
        <translation>fabric-workbench workload set --project P [--kind K] [--precision P] [--項目 N]...</translation>
    </message>
    <message>
        <source>Describe the workload the cluster is bought for, or change the description: the options given replace those fields, the others stay as stored (or as the defaults, Llama-2-7B on 2 nodes of 8 GPUs). A description that cannot be laid out as it says is refused, naming the field.</source>
        <translation>クラスターを購入する目的のワークロードを記述するか、その記述を変更します。指定したオプションの項目だけが置き換わり、ほかの項目は保存済みの値 (まだなければ既定値: 8 GPU のノード 2 台での Llama-2-7B) のままです。記述どおりに配置できない記述は、該当する項目を示して拒否します。</translation>
    </message>
    <message>
        <source>What runs: %1.</source>
        <translation>実行する内容: %1。</translation>
    </message>
    <message>
        <source>The numeric format: %1.</source>
        <translation>数値形式: %1。</translation>
    </message>
    <message>
        <source>--kind must be one of %1, not "%2".</source>
        <translation>--kind には %1 のいずれかを指定してください (「%2」は使えません)。</translation>
    </message>
    <message>
        <source>--precision must be one of %1, not "%2".</source>
        <translation>--precision には %1 のいずれかを指定してください (「%2」は使えません)。</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, not "%2".</source>
        <translation>--%1 には整数を指定してください (「%2」は使えません)。</translation>
    </message>
    <message>
        <source>The workload was not stored.</source>
        <translation>ワークロードは保存されませんでした。</translation>
    </message>
    <message>
        <source>Changed the workload.</source>
        <translation>ワークロードを変更しました。</translation>
    </message>
    <message>
        <source>Described the workload.</source>
        <translation>ワークロードを記述しました。</translation>
    </message>
    <message>
        <source>fabric-workbench workload show --project P [--json]</source>
        <translation>fabric-workbench workload show --project P [--json]</translation>
    </message>
    <message>
        <source>Show the project's workload description and the communication pattern of one step: the bytes per step of each collective and which dominates.</source>
        <translation>プロジェクトのワークロードの記述と、1 ステップの通信パターン (集団通信ごとの 1 ステップあたりのバイト数と、最も多いもの) を表示します。</translation>
    </message>
    <message>
        <source>The project has not described its workload yet; "fabric-workbench workload set" does.</source>
        <translation>このプロジェクトにはまだワークロードの記述がありません。「fabric-workbench workload set」で記述できます。</translation>
    </message>
    <message>
        <source>The description cannot be laid out as it says, so it has no communication pattern:</source>
        <translation>記述どおりに配置できないため、通信パターンはありません:</translation>
    </message>
    <message>
        <source>Communication per step and GPU:</source>
        <translation>GPU 1 基・1 ステップあたりの通信:</translation>
    </message>
    <message>
        <source>fabric-workbench workload pattern --project P [--out FILE]</source>
        <translation>fabric-workbench workload pattern --project P [--out ファイル]</translation>
    </message>
    <message>
        <source>Write the communication pattern of one step of the project's workload as JSON (docs/workload.md): each collective with its bytes, count, group size, phase and order. Without --out it goes to standard output.</source>
        <translation>プロジェクトのワークロードの 1 ステップの通信パターンを JSON で書き出します (docs/workload.md)。各集団通信のバイト数、回数、グループサイズ、フェーズ、順序を含みます。--out を指定しなければ標準出力に書き出します。</translation>
    </message>
    <message>
        <source>The file to write; an existing one is replaced.</source>
        <translation>書き出すファイル。既存のファイルは置き換えられます。</translation>
    </message>
    <message>
        <source>The description cannot be laid out as it says, so it has no communication pattern.</source>
        <translation>記述どおりに配置できないため、通信パターンはありません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the pattern of %n collective(s) to %1.</source>
        <translation>
            <numerusform>%n 件の集団通信のパターンを %1 に書き出しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The workload the cluster is bought for, and the collectives one step of it makes.</source>
        <translation>クラスターを購入する目的のワークロードと、その 1 ステップで行われる集団通信。</translation>
    </message>
    <message>
        <source>describe the workload or change fields of it</source>
        <translation>ワークロードを記述する、または項目を変更する</translation>
    </message>
    <message>
        <source>show the description and the bytes per step</source>
        <translation>記述と 1 ステップあたりのバイト数を表示する</translation>
    </message>
    <message>
        <source>write the step's collectives as JSON</source>
        <translation>ステップの集団通信を JSON で書き出す</translation>
    </message>
    <message>
        <source>fabric-workbench new [--name NAME] [--organisation ORGANISATION] [--demo] [FILE]</source>
        <translation>fabric-workbench new [--name 名前] [--organisation 組織] [--demo] [ファイル]</translation>
    </message>
    <message>
        <source>Make an empty project file for one procurement. An existing file is never replaced. Without FILE the file is named after --name, in the current folder. Then add candidates with "fabric-workbench candidate add".</source>
        <translation>1 件の調達のための空のプロジェクトファイルを作成します。既存のファイルは置き換えません。ファイルを指定しない場合は、--name の名前でカレントフォルダーに作成します。その後「fabric-workbench candidate add」で候補を追加してください。</translation>
    </message>
    <message>
        <source>The procurement's name, shown in the window's title, on the start page and on the report's title page.</source>
        <translation>調達名。ウィンドウのタイトル、スタートページ、レポートの表紙に表示されます。</translation>
    </message>
    <message>
        <source>The buyer's organisation (optional).</source>
        <translation>購入者の組織名(任意)。</translation>
    </message>
    <message>
        <source>The project file to make (*.fabwb); by default named after --name.</source>
        <translation>作成するプロジェクトファイル (*.fabwb)。省略時は --name の名前になります。</translation>
    </message>
    <message>
        <source>The demo project has its own example names; --name and --organisation are for a new procurement.</source>
        <translation>デモプロジェクトには独自の例の名前があります。--name と --organisation は新しい調達用です。</translation>
    </message>
    <message>
        <source>--name needs the procurement's name.</source>
        <translation>--name には調達名を指定してください。</translation>
    </message>
    <message>
        <source>Give the procurement's --name with its --organisation.</source>
        <translation>--organisation を指定するときは、調達名 --name も指定してください。</translation>
    </message>
    <message>
        <source>Name exactly one project file, or give --name to name the file after the procurement.</source>
        <translation>プロジェクトファイルを 1 つだけ指定するか、--name を指定して調達名をファイル名にしてください。</translation>
    </message>
    <message>
        <source>Made the empty project %1 for the procurement "%2".</source>
        <translation>調達「%2」の空のプロジェクト %1 を作成しました。</translation>
    </message>
    <message>
        <source>Made the empty project %1 for the procurement "%2" of %3.</source>
        <translation>%3 の調達「%2」の空のプロジェクト %1 を作成しました。</translation>
    </message>
    <message>
        <source>--%1 must be %2 or more, or "none", not "%3".</source>
        <translation>--%1 には %2 以上の値か「none」を指定してください (指定値:「%3」)。</translation>
    </message>
    <message>
        <source>fabric-workbench cost acceptance --project P [--correctness yes|no] [--min-busbw GBS] [--busbw-at BYTES] [--max-p99 US] [--p99-at BYTES] [--min-ranks N] [--min-nodes N] [--max-cv PCT] [--line-rate-share PCT [--reason TEXT]] [--json]</source>
        <translation>fabric-workbench cost acceptance --project P [--correctness yes|no] [--min-busbw GBS] [--busbw-at バイト] [--max-p99 US] [--p99-at バイト] [--min-ranks N] [--min-nodes N] [--max-cv PCT] [--line-rate-share PCT [--reason テキスト]] [--json]</translation>
    </message>
    <message>
        <source>Show the acceptance rules (built-in and set) and each own run's verdict with the rule that decided it; with options, change the thresholds first ("none" clears one). Lowering the line-rate floor below the default needs --reason.</source>
        <translation>受け入れルール (組み込みと設定済み) と、自社の各実行の判定および判定を決めたルールを表示します。オプションを指定すると、先にしきい値を変更します (「none」で解除)。回線速度の下限を既定値未満に下げるには --reason が必要です。</translation>
    </message>
    <message>
        <source>yes: accept only runs checked and right on every row.</source>
        <translation>yes: すべての行で検証され正しい実行のみ合格とする。</translation>
    </message>
    <message>
        <source>The least bus bandwidth, GB/s.</source>
        <translation>最小バス帯域幅 (GB/s)。</translation>
    </message>
    <message>
        <source>The message size in bytes bandwidth and CV are judged at (else the largest).</source>
        <translation>帯域幅と変動係数を判定するメッセージサイズ (バイト、省略時は最大サイズ)。</translation>
    </message>
    <message>
        <source>The most p99 latency, µs.</source>
        <translation>最大 p99 レイテンシ (µs)。</translation>
    </message>
    <message>
        <source>The message size in bytes p99 is judged at (else the smallest).</source>
        <translation>p99 を判定するメッセージサイズ (バイト、省略時は最小サイズ)。</translation>
    </message>
    <message>
        <source>The fewest ranks.</source>
        <translation>最小ランク数。</translation>
    </message>
    <message>
        <source>The fewest nodes.</source>
        <translation>最小ノード数。</translation>
    </message>
    <message>
        <source>The most coefficient of variation, percent.</source>
        <translation>最大変動係数 (%)。</translation>
    </message>
    <message>
        <source>The line-rate floor in percent of the declared line rate (default %1; 0 turns it off).</source>
        <translation>記載された回線速度に対する下限の割合 (%、既定値 %1、0 で無効)。</translation>
    </message>
    <message>
        <source>Why the line-rate floor is lowered.</source>
        <translation>回線速度の下限を下げる理由。</translation>
    </message>
    <message>
        <source>--correctness must be yes or no, not "%1".</source>
        <translation>--correctness には yes または no を指定してください (指定値:「%1」)。</translation>
    </message>
    <message>
        <source>Rules: %1.</source>
        <translation>ルール: %1。</translation>
    </message>
    <message>
        <source>No acceptance threshold is set: every run is "not judged"; once one is, the rules are: %1.</source>
        <translation>受け入れしきい値が設定されていないため、すべての実行は「未判定」です。設定すると次のルールが適用されます: %1。</translation>
    </message>
    <message>
        <source>  run %1: %2 (%3)</source>
        <translation>  実行 %1: %2 (%3)</translation>
    </message>
    <message>
        <source>The cost model's acceptance rules, exchange rates and the prices suppliers quoted.</source>
        <translation>コストモデルの受け入れルール、為替レート、サプライヤーの見積価格。</translation>
    </message>
    <message>
        <source>show or change the acceptance rules and each run's verdict</source>
        <translation>受け入れルールと各実行の判定を表示または変更する</translation>
    </message>
    <message>
        <source>, stated to be a node of the candidate's cluster</source>
        <translation>、候補のクラスターのノードと指定</translation>
    </message>
    <message>
        <source>, measures this computer, not the candidate's fabric</source>
        <translation>、候補のファブリックではなくこのコンピューターを測定</translation>
    </message>
    <message>
        <source>fabric-workbench connection add --project P --candidate C --name N (--local | --host H [--user U] [--port N] [--key FILE] [--jump HOST] [--work-dir DIR] [--keepalive S]) [--launcher local|mpirun|srun] [--ranks N] [--hostfile FILE] [--node-count N] [--launcher-arg ARG]... [--agent FILE] [--cluster-node]</source>
        <translation>fabric-workbench connection add --project P --candidate C --name N (--local | --host H [--user U] [--port N] [--key ファイル] [--jump ホスト] [--work-dir フォルダー] [--keepalive 秒]) [--launcher local|mpirun|srun] [--ranks N] [--hostfile ファイル] [--node-count N] [--launcher-arg 引数]... [--agent ファイル] [--cluster-node]</translation>
    </message>
    <message>
        <source>--local: this computer is a node of the candidate's cluster, so its runs measure the candidate's fabric. Without it they measure this computer and are left out of the scores.</source>
        <translation>--local 用: このコンピューターは候補のクラスターのノードであり、その実行は候補のファブリックを測定します。指定しない場合、実行はこのコンピューターを測定し、スコアから除外されます。</translation>
    </message>
    <message>
        <source>--cluster-node is for --local; over SSH the agent runs on the cluster's own hosts.</source>
        <translation>--cluster-node は --local 用です。SSH 経由ではエージェントはクラスター自身のホストで実行されます。</translation>
    </message>
    <message>
        <source>fabric-workbench connection set --project P --candidate C --name N [--cluster-node yes|no] [--ask-before-run yes|no]</source>
        <translation>fabric-workbench connection set --project P --candidate C --name N [--cluster-node yes|no] [--ask-before-run yes|no]</translation>
    </message>
    <message>
        <source>Change what a connection states: whether this computer is a node of the candidate's cluster (a local connection's runs then measure the candidate's fabric), and whether Run the Agent asks before it starts.</source>
        <translation>接続の指定を変更します: このコンピューターが候補のクラスターのノードかどうか (その場合、ローカル接続の実行は候補のファブリックを測定します) と、「エージェントを実行」が開始前に確認するかどうか。</translation>
    </message>
    <message>
        <source>yes: this computer is a node of the candidate's cluster; no: it is not.</source>
        <translation>yes: このコンピューターは候補のクラスターのノードです。no: ノードではありません。</translation>
    </message>
    <message>
        <source>yes: Run the Agent asks before each run through it; no: it does not.</source>
        <translation>yes: 「エージェントを実行」はこの接続での実行のたびに確認します。no: 確認しません。</translation>
    </message>
    <message>
        <source>--%1 must be yes or no, not "%2".</source>
        <translation>--%1 は yes か no である必要があります (「%2」ではありません)。</translation>
    </message>
    <message>
        <source>--cluster-node is for a local connection; over SSH the agent runs on the cluster's own hosts.</source>
        <translation>--cluster-node はローカル接続用です。SSH 経由ではエージェントはクラスター自身のホストで実行されます。</translation>
    </message>
    <message>
        <source>Changed connection %1.</source>
        <translation>接続 %1 を変更しました。</translation>
    </message>
    <message>
        <source>Add, list, change, copy and remove the connections of a candidate: where "run" and "plan" start the agent.</source>
        <translation>候補の接続を追加、一覧表示、変更、コピー、削除します: 「run」と「plan」がエージェントを起動する場所です。</translation>
    </message>
    <message>
        <source>change what a connection states (cluster node, asking)</source>
        <translation>接続の指定を変更 (クラスターノード、確認)</translation>
    </message>
    <message>
        <source>The decision takes no file names; --project names the project.</source>
        <translation>決定コマンドはファイル名を取りません。プロジェクトは --project で指定します。</translation>
    </message>
    <message>
        <source>fabric-workbench import --project P --candidate C [--source vendor|own] [--salvage] FILE...</source>
        <translation>fabric-workbench import --project P --candidate C [--source vendor|own] [--salvage] ファイル...</translation>
    </message>
    <message>
        <source>Name the logs to import.</source>
        <translation>インポートするログを指定してください。</translation>
    </message>
    <message>
        <source>--check needs --plan FILE.</source>
        <translation>--check には --plan ファイル が必要です。</translation>
    </message>
    <message>
        <source>Name what to link: --run ID or --plan-step R:S.</source>
        <translation>リンクする対象を指定してください: --run ID または --plan-step R:S。</translation>
    </message>
    <message>
        <source>fabric-workbench report --project P [--lang en|de|ja] [--format pdf|html|xlsx|csv] --out F</source>
        <translation>fabric-workbench report --project P [--lang en|de|ja] [--format pdf|html|xlsx|csv] --out ファイル</translation>
    </message>
    <message>
        <source>The report takes no file names; --out names the file to write.</source>
        <translation>レポートはファイル名を取りません。書き出すファイルは --out で指定します。</translation>
    </message>
    <message>
        <source>fabric-workbench run --project P --candidate C [--connection NAME] [--launcher local|mpirun|srun] [-- AGENT-ARG...]</source>
        <translation>fabric-workbench run --project P --candidate C [--connection 名前] [--launcher local|mpirun|srun] [-- エージェント引数...]</translation>
    </message>
    <message>
        <source>Check the plan file and exit: its problems (exit status 2) and its warnings (faults that cannot affect the benchmark's traffic), without a project or a connection. With --project and --candidate, also connect and name each step this connection's user cannot run, why, and what would make it run (exit status 1 when there is one); nothing runs.</source>
        <translation>プランファイルを検査して終了します：問題（終了ステータス 2）と警告（ベンチマークのトラフィックに影響し得ない障害）を、プロジェクトや接続なしで表示します。--project と --candidate を指定すると、接続もして、この接続のユーザーが実行できない各ステップを、その理由と実行できるようにする方法とともに示します（該当があれば終了ステータス 1）。何も実行しません。</translation>
    </message>
    <message>
        <source>%1 will not run: %2</source>
        <translation>%1 は実行されません：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %3 answered, %n red flag(s)</source>
        <translation>
            <numerusform>%1:%3 問中 %2 問回答済み、レッドフラグ %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Ctrl+C stops this command; nothing is changed then.</source>
        <translation>Ctrl+C でこのコマンドを止められます。その場合は何も変更されません。</translation>
    </message>
    <message>
        <source>fabric-workbench plan --project P --candidate C --plan FILE [--connection NAME] | --check --plan FILE | --example | --project P --from-workload --out FILE</source>
        <translation>fabric-workbench plan --project P --candidate C --plan ファイル [--connection 名前] | --check --plan ファイル | --example | --project P --from-workload --out ファイル</translation>
    </message>
    <message>
        <source>Run an acceptance plan (baseline, faults, storage, replay, counters) for a candidate over one of its connections and store every result in the project. --example prints a plan to start from; --from-workload writes one made from the project's workload (docs/workload.md).</source>
        <translation>候補の接続の一つを使って受け入れプラン（ベースライン、障害、ストレージ、リプレイ、カウンタ）を実行し、すべての結果をプロジェクトに保存します。--example は出発点となるプランを出力し、--from-workload はプロジェクトのワークロードから作ったプランを書き出します（docs/workload.md）。</translation>
    </message>
    <message>
        <source>Write a plan made from the project's workload to --out and exit: sweeps of the step's collectives at its sizes, the replay of its pattern (carried in the plan) alone and under each fault, and for inference requests at a target rate. Edit it, then run it with --plan.</source>
        <translation>プロジェクトのワークロードから作ったプランを --out に書き出して終了します：ステップの集団通信をそのサイズで測るスイープ、パターン（プランに含まれる）の単独および各障害下でのリプレイ、推論では目標レートでのリクエスト。編集してから --plan で実行してください。</translation>
    </message>
    <message>
        <source>With --from-workload: the plan file to write.</source>
        <translation>--from-workload と共に：書き出すプランファイル。</translation>
    </message>
    <message>
        <source>With --example or --from-workload: the node the faults are injected on (default node2).</source>
        <translation>--example または --from-workload と共に：障害を注入するノード（既定 node2）。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote a plan of %n step(s) made from the workload to %1.</source>
        <translation>
            <numerusform>ワークロードから作った %n ステップのプランを %1 に書き出しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>--weight %1: give a criterion and a weight of 0 or more, e.g. workload_replay=2.</source>
        <translation>--weight %1: 評価基準と 0 以上の重みを指定してください（例: workload_replay=2）。</translation>
    </message>
    <message>
        <source>--weight %1: the project has no criterion %2; it has %3.</source>
        <translation>--weight %1: プロジェクトに評価基準 %2 はありません。あるのは %3 です。</translation>
    </message>
    <message>
        <source>fabric-workbench decision --project P [--weight CRITERION=W ...] [--json]</source>
        <translation>fabric-workbench decision --project P [--weight 評価基準=重み ...] [--json]</translation>
    </message>
    <message>
        <source>Print the decision matrix as the Decision page shows it: each score with where it comes from (evidence, typed, override), its source, formula and runs; the weighted totals, the recommendation and each candidate's cost figures. --weight first changes a criterion's weight, as the page does.</source>
        <translation>意思決定ページと同じ形で意思決定マトリクスを出力します: 各スコアとその由来（根拠、入力、上書き）、出典、計算式、実行。加重合計、推奨、各候補のコスト値。--weight は先に評価基準の重みを、ページと同様に変更します。</translation>
    </message>
    <message>
        <source>A criterion's weight: a built-in criterion by its key (e.g. workload_replay), one you added by its name; repeat for several.</source>
        <translation>評価基準の重み: 組み込みの基準はキー（例: workload_replay）、追加した基準は名前で指定。複数の場合は繰り返します。</translation>
    </message>
    <message>
        <source>With --example or --from-workload: the interface the degraded-link fault slows (default %1).</source>
        <translation>--example または --from-workload と共に：リンク劣化障害で遅くするインターフェース（既定 %1）。</translation>
    </message>
    <message>
        <source>With --example or --from-workload: the folder of the storage steps (default %1).</source>
        <translation>--example または --from-workload と共に：ストレージステップのフォルダ（既定 %1）。</translation>
    </message>
</context>
<context>
    <name>fw::app::supplierexchange</name>
    <message>
        <source>Supplier workbook: %1</source>
        <translation>サプライヤーワークブック: %1</translation>
    </message>
    <message>
        <source>%1, %2. This PDF is for reading: please answer in the spreadsheet (.xlsx) that came with it, in the shaded cells, and send the spreadsheet back.</source>
        <translation>%1、%2。この PDF は閲覧用です。同梱のスプレッドシート (.xlsx) の色付きのセルに回答し、スプレッドシートを返送してください。</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>fw::core::AgentFacts</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1、%2 行目: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at column %2)</source>
        <translation>有効な JSON ではありません (%2 列目で %1)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <source>not an agent event (no "v" and "type")</source>
        <translation>エージェントのイベントではありません ("v" と "type" がありません)</translation>
    </message>
    <message>
        <source>protocol version %1 is not supported (expected %2)</source>
        <translation>プロトコルバージョン %1 はサポートされていません (必要なバージョン: %2)</translation>
    </message>
    <message>
        <source>the facts have no "hostname"</source>
        <translation>ファクトに "hostname" がありません</translation>
    </message>
    <message>
        <source>host %1 appears twice</source>
        <translation>ホスト %1 が 2 回出現しています</translation>
    </message>
    <message>
        <source>contains no "facts" object from fabric-agent</source>
        <translation>fabric-agent の "facts" オブジェクトが含まれていません</translation>
    </message>
</context>
<context>
    <name>fw::core::AnswerAssessment</name>
    <message>
        <source>Marked as a red flag by the reviewer.</source>
        <translation>レビュー担当者が危険信号として指定しました。</translation>
    </message>
    <message>
        <source>Incomplete: "%1" gives no specifics. Ask for models, numbers and named owners.</source>
        <translation>不完全: 「%1」には具体的な内容がありません。モデル、数値、責任者の名前を確認してください。</translation>
    </message>
    <message>
        <source>Incomplete: the answer does not name %1.</source>
        <translation>不完全: 回答に%1が含まれていません。</translation>
    </message>
    <message>
        <source>Marked as answered with evidence, but no evidence is attached.</source>
        <translation>根拠付きの回答として指定されていますが、根拠が添付されていません。</translation>
    </message>
    <message>
        <source>Contradicted by our own measurement: %1</source>
        <translation>自社測定により否定されました:%1</translation>
    </message>
    <message>
        <source>Its figures rest on a failed run: %1.</source>
        <translation>この回答の数値は失敗した実行に基づいています: %1。</translation>
    </message>
</context>
<context>
    <name>fw::core::BenchmarkRun</name>
    <message>
        <source>Vendor claim</source>
        <translation>ベンダーの主張</translation>
    </message>
    <message>
        <source>Own measurement</source>
        <translation>自社測定</translation>
    </message>
    <message>
        <source>Checked, passed</source>
        <translation>チェック済み、合格</translation>
    </message>
    <message>
        <source>Checked, FAILED</source>
        <translation>チェック済み、不合格</translation>
    </message>
    <message>
        <source>Unverified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>nccl-tests text output</source>
        <translation>nccl-tests のテキスト出力</translation>
    </message>
    <message>
        <source>nccl-tests JSON (-J)</source>
        <translation>nccl-tests の JSON (-J)</translation>
    </message>
    <message>
        <source>OSU micro-benchmarks text output</source>
        <translation>OSU micro-benchmarks のテキスト出力</translation>
    </message>
    <message>
        <source>perftest text output</source>
        <translation>perftest のテキスト出力</translation>
    </message>
    <message>
        <source>perftest JSON (--out_json)</source>
        <translation>perftest の JSON (--out_json)</translation>
    </message>
    <message>
        <source>fabric-agent JSON Lines</source>
        <translation>fabric-agent の JSON Lines</translation>
    </message>
    <message>
        <source>Fabric Workbench CSV</source>
        <translation>Fabric Workbench CSV</translation>
    </message>
    <message>
        <source>NCCL Inspector JSON</source>
        <translation>NCCL Inspector JSON</translation>
    </message>
    <message>
        <source>candidate's cluster</source>
        <translation>候補のクラスター</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>このコンピューター</translation>
    </message>
</context>
<context>
    <name>fw::core::BomCatalog</name>
    <message>
        <source>GPU model</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU メモリ</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>ノードあたりの GPU 数</translation>
    </message>
    <message>
        <source>GPU driver</source>
        <translation>GPU ドライバー</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU モデル</translation>
    </message>
    <message>
        <source>RAM per node</source>
        <translation>ノードあたりの RAM</translation>
    </message>
    <message>
        <source>PCIe/SXM layout</source>
        <translation>PCIe/SXM 構成</translation>
    </message>
    <message>
        <source>SXM</source>
        <translation>SXM</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>OAM</source>
        <translation>OAM</translation>
    </message>
    <message>
        <source>NUMA nodes per host</source>
        <translation>ホストあたりの NUMA ノード数</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>ローカル NVMe</translation>
    </message>
    <message>
        <source>NIC/HCA model</source>
        <translation>NIC/HCA モデル</translation>
    </message>
    <message>
        <source>NIC/HCA speed</source>
        <translation>NIC/HCA 速度</translation>
    </message>
    <message>
        <source>NIC/HCA firmware</source>
        <translation>NIC/HCA ファームウェア</translation>
    </message>
    <message>
        <source>NIC/HCA driver</source>
        <translation>NIC/HCA ドライバー</translation>
    </message>
    <message>
        <source>Switch model</source>
        <translation>スイッチモデル</translation>
    </message>
    <message>
        <source>Switch OS</source>
        <translation>スイッチ OS</translation>
    </message>
    <message>
        <source>Fabric generation</source>
        <translation>ファブリックの世代</translation>
    </message>
    <message>
        <source>Optics</source>
        <translation>光学部品</translation>
    </message>
    <message>
        <source>Cable type</source>
        <translation>ケーブルの種類</translation>
    </message>
    <message>
        <source>Copper (DAC)</source>
        <translation>銅線 (DAC)</translation>
    </message>
    <message>
        <source>Active optical (AOC)</source>
        <translation>アクティブ光ケーブル (AOC)</translation>
    </message>
    <message>
        <source>Transceivers and fibre</source>
        <translation>トランシーバーと光ファイバー</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>混在</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>リンク速度</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Queue configuration</source>
        <translation>キュー構成</translation>
    </message>
    <message>
        <source>Placement group</source>
        <translation>配置グループ</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>ラック</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>ゾーン</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Node count</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>MPI</source>
        <translation>MPI</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>フレームワーク</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>コンテナーイメージ</translation>
    </message>
    <message>
        <source>Kernel version</source>
        <translation>カーネルバージョン</translation>
    </message>
    <message>
        <source>HCAs per node</source>
        <translation>ノードあたりの HCA 数</translation>
    </message>
    <message>
        <source>Network path per GPU</source>
        <translation>GPU ごとのネットワークパス</translation>
    </message>
    <message>
        <source>Dedicated path per GPU</source>
        <translation>GPU ごとの専用パス</translation>
    </message>
    <message>
        <source>Aggregated traffic</source>
        <translation>集約トラフィック</translation>
    </message>
    <message>
        <source>GPUDirect RDMA</source>
        <translation>GPUDirect RDMA</translation>
    </message>
    <message>
        <source>Enabled and tested</source>
        <translation>有効化済み、テスト済み</translation>
    </message>
    <message>
        <source>Enabled, not tested</source>
        <translation>有効化済み、未テスト</translation>
    </message>
    <message>
        <source>Not enabled</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>One fabric domain guaranteed</source>
        <translation>単一ファブリックドメインの保証</translation>
    </message>
    <message>
        <source>Guaranteed in writing</source>
        <translation>書面で保証</translation>
    </message>
    <message>
        <source>Best effort</source>
        <translation>ベストエフォート</translation>
    </message>
    <message>
        <source>No guarantee</source>
        <translation>保証なし</translation>
    </message>
    <message>
        <source>Fabric management, telemetry, remediation</source>
        <translation>ファブリック管理、テレメトリ、修復</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <source>Our team</source>
        <translation>自社チーム</translation>
    </message>
    <message>
        <source>Shared, with a written split</source>
        <translation>分担 (書面で役割分担を規定)</translation>
    </message>
    <message>
        <source>Lossless strategy</source>
        <translation>ロスレス方式</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>Other, tested strategy</source>
        <translation>その他の検証済み方式</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>ECN and congestion-control tuning</source>
        <translation>ECN と輻輳制御のチューニング</translation>
    </message>
    <message>
        <source>DCB across switches and NICs</source>
        <translation>スイッチと NIC 全体での DCB</translation>
    </message>
    <message>
        <source>Queue, service class, DSCP/priority mapping</source>
        <translation>キュー、サービスクラス、DSCP/優先度のマッピング</translation>
    </message>
    <message>
        <source>Per-priority counters visible</source>
        <translation>優先度別カウンターの可視化</translation>
    </message>
    <message>
        <source>Drops, pause, ECN, retransmits, buffers</source>
        <translation>ドロップ、PAUSE、ECN、再送、バッファー</translation>
    </message>
    <message>
        <source>Some of them</source>
        <translation>一部のみ</translation>
    </message>
    <message>
        <source>Change control (firmware, switch OS, driver, MTU, routing)</source>
        <translation>変更管理 (ファームウェア、スイッチ OS、ドライバー、MTU、ルーティング)</translation>
    </message>
    <message>
        <source>Strict, reviewed</source>
        <translation>厳格、レビューあり</translation>
    </message>
    <message>
        <source>Informal</source>
        <translation>非公式</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>NIC/HCA</source>
        <translation>NIC/HCA</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>スイッチ</translation>
    </message>
    <message>
        <source>Optics and cabling</source>
        <translation>光学部品とケーブル配線</translation>
    </message>
    <message>
        <source>MTU and queues</source>
        <translation>MTU とキュー</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>ソフトウェア</translation>
    </message>
    <message>
        <source>InfiniBand specifics</source>
        <translation>InfiniBand 固有の項目</translation>
    </message>
    <message>
        <source>RoCE specifics</source>
        <translation>RoCE 固有の項目</translation>
    </message>
    <message>
        <source>"%1" is not a whole number.</source>
        <translation>「%1」は整数ではありません。</translation>
    </message>
    <message>
        <source>"%1" is not a number.</source>
        <translation>「%1」は数値ではありません。</translation>
    </message>
    <message>
        <source>"%1" has no version number such as 12.4 or 2.21.5.</source>
        <translation>「%1」には 12.4 や 2.21.5 のようなバージョン番号がありません。</translation>
    </message>
    <message>
        <source>"%1" is not one of: %2.</source>
        <translation>「%1」は次のいずれでもありません: %2。</translation>
    </message>
</context>
<context>
    <name>fw::core::BomComparison</name>
    <message>
        <source>%1: %2 %3, others %4</source>
        <translation>%1: %2 %3、他は %4</translation>
    </message>
</context>
<context>
    <name>fw::core::Candidate</name>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE v2</source>
        <translation>RoCE v2</translation>
    </message>
    <message>
        <source>Cloud rental</source>
        <translation>クラウドレンタル</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>コロケーション</translation>
    </message>
    <message>
        <source>On-premises</source>
        <translation>オンプレミス</translation>
    </message>
</context>
<context>
    <name>fw::core::Checklist</name>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Some</source>
        <translation>一部</translation>
    </message>
    <message>
        <source>Strong, in production</source>
        <translation>十分 (本番運用の実績あり)</translation>
    </message>
    <message>
        <source>Is the workload latency-sensitive and heavy on collectives?</source>
        <translation>ワークロードはレイテンシに敏感で、集団通信の負荷が高いですか?</translation>
    </message>
    <message>
        <source>Is it large enough to justify a dedicated AI/HPC fabric?</source>
        <translation>専用の AI/HPC ファブリックを正当化できるほどの規模ですか?</translation>
    </message>
    <message>
        <source>Does the team already run high-speed Ethernet?</source>
        <translation>チームはすでに高速 Ethernet を運用していますか?</translation>
    </message>
    <message>
        <source>Does the team want a wider choice of vendors?</source>
        <translation>チームはより幅広いベンダーの選択肢を求めていますか?</translation>
    </message>
    <message>
        <source>Can the team prove a lossless Ethernet design with real NCCL tests before committing?</source>
        <translation>チームは導入決定前に、実際の NCCL テストでロスレス Ethernet 設計を実証できますか?</translation>
    </message>
    <message>
        <source>Does the team have InfiniBand skills?</source>
        <translation>チームに InfiniBand のスキルはありますか?</translation>
    </message>
    <message>
        <source>Is the cluster rented, colocated or owned?</source>
        <translation>クラスターはレンタル、コロケーション、自社所有のどれですか?</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>レンタル</translation>
    </message>
    <message>
        <source>Colocated</source>
        <translation>コロケーション</translation>
    </message>
    <message>
        <source>Owned, on premises</source>
        <translation>自社所有 (オンプレミス)</translation>
    </message>
    <message>
        <source>Does it need custom model weights?</source>
        <translation>カスタムのモデル重みが必要ですか?</translation>
    </message>
    <message>
        <source>Does it need direct GPU scheduling?</source>
        <translation>GPU の直接スケジューリングが必要ですか?</translation>
    </message>
    <message>
        <source>Does it need custom kernels?</source>
        <translation>カスタムカーネルが必要ですか?</translation>
    </message>
    <message>
        <source>Does it need strict placement?</source>
        <translation>厳密な配置が必要ですか?</translation>
    </message>
    <message>
        <source>Does it need hardware-level isolation?</source>
        <translation>ハードウェアレベルの分離が必要ですか?</translation>
    </message>
    <message>
        <source>Distributed training (all-reduce heavy, sensitive to jitter)</source>
        <translation>分散学習 (all-reduce が多く、ジッターに敏感)</translation>
    </message>
    <message>
        <source>Inference sharded across GPUs or nodes</source>
        <translation>GPU またはノードにまたがるシャーディング推論</translation>
    </message>
    <message>
        <source>Independent inference replicas</source>
        <translation>独立した推論レプリカ</translation>
    </message>
    <message>
        <source>Storage-heavy training</source>
        <translation>ストレージ負荷の高い学習</translation>
    </message>
    <message>
        <source>Several tenants on one cluster</source>
        <translation>1 つのクラスター上の複数テナント</translation>
    </message>
    <message>
        <source>Team skills: InfiniBand</source>
        <translation>チームのスキル: InfiniBand</translation>
    </message>
    <message>
        <source>Team skills: subnet manager</source>
        <translation>チームのスキル: サブネットマネージャー</translation>
    </message>
    <message>
        <source>Team skills: Ethernet automation</source>
        <translation>チームのスキル: Ethernet の自動化</translation>
    </message>
    <message>
        <source>Who owns the fabric</source>
        <translation>ファブリックの責任者</translation>
    </message>
    <message>
        <source>The provider, as an appliance-like layer</source>
        <translation>プロバイダー (アプライアンスのような層として)</translation>
    </message>
    <message>
        <source>Our team</source>
        <translation>自社チーム</translation>
    </message>
    <message>
        <source>Shared, with a written split</source>
        <translation>分担 (書面で役割分担を規定)</translation>
    </message>
    <message>
        <source>Change-control maturity</source>
        <translation>変更管理の成熟度</translation>
    </message>
    <message>
        <source>Informal</source>
        <translation>非公式</translation>
    </message>
    <message>
        <source>Reviewed changes</source>
        <translation>変更をレビュー</translation>
    </message>
    <message>
        <source>Reviewed and automated, drift detected</source>
        <translation>レビューと自動化、ドリフト検出あり</translation>
    </message>
    <message>
        <source>Support path (who to call, escalation)</source>
        <translation>サポート経路 (連絡先、エスカレーション)</translation>
    </message>
    <message>
        <source>Read: the offer matches it</source>
        <translation>確認済み: 提案は合致</translation>
    </message>
    <message>
        <source>Read: the offer differs from it</source>
        <translation>確認済み: 提案と相違あり</translation>
    </message>
    <message>
        <source>Not published by the vendor or provider</source>
        <translation>ベンダーまたはプロバイダーが公開していない</translation>
    </message>
    <message>
        <source>NCCL documentation and release notes for the NCCL version installed on the cluster</source>
        <translation>クラスターにインストールされた NCCL バージョンのドキュメントとリリースノート</translation>
    </message>
    <message>
        <source>nccl-tests documentation: how algorithm and bus bandwidth are computed</source>
        <translation>nccl-tests のドキュメント: アルゴリズム帯域幅とバス帯域幅の計算方法</translation>
    </message>
    <message>
        <source>Adapter (HCA or NIC) firmware release notes for the firmware version offered</source>
        <translation>提案されたファームウェアバージョンのアダプター（HCA または NIC）ファームウェアのリリースノート</translation>
    </message>
    <message>
        <source>Switch datasheet of the offered model: port count, speeds, buffer, power</source>
        <translation>提案されたスイッチモデルのデータシート: ポート数、速度、バッファー、消費電力</translation>
    </message>
    <message>
        <source>Cable and transceiver compatibility list for the offered adapters and switches</source>
        <translation>提案されたアダプターとスイッチのケーブルおよびトランシーバー互換性リスト</translation>
    </message>
    <message>
        <source>GPU server vendor's reference architecture for the offered node type and fabric</source>
        <translation>提案されたノードタイプとファブリックに対する GPU サーバーベンダーのリファレンスアーキテクチャ</translation>
    </message>
    <message>
        <source>Provider's page for the offered cluster or instance type: fabric, topology, limits</source>
        <translation>提案されたクラスターまたはインスタンスタイプのプロバイダーページ: ファブリック、トポロジー、制限</translation>
    </message>
    <message>
        <source>Supplier's support and service-level terms for the fabric (who fixes what)</source>
        <translation>ファブリックに関するサプライヤーのサポートおよびサービスレベル条件（誰が何を直すか）</translation>
    </message>
    <message>
        <source>Subnet manager documentation for the offered version (OpenSM or UFM): routing engine, adaptive routing</source>
        <translation>提案されたバージョンのサブネットマネージャー（OpenSM または UFM）のドキュメント: ルーティングエンジン、アダプティブルーティング</translation>
    </message>
    <message>
        <source>InfiniBand congestion control and adaptive routing notes of the offered switch firmware</source>
        <translation>提案されたスイッチファームウェアの InfiniBand 輻輳制御とアダプティブルーティングに関する注記</translation>
    </message>
    <message>
        <source>Switch operating system's RoCE or lossless Ethernet guide (PFC, ECN, buffers) for the offered version</source>
        <translation>提案されたバージョンのスイッチ OS の RoCE またはロスレス Ethernet ガイド（PFC、ECN、バッファー）</translation>
    </message>
    <message>
        <source>Adapter's RoCE congestion control documentation (DCQCN parameters and defaults)</source>
        <translation>アダプターの RoCE 輻輳制御ドキュメント（DCQCN パラメーターと既定値）</translation>
    </message>
</context>
<context>
    <name>fw::core::CommunicationPattern</name>
    <message>
        <source>All-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation>All-to-All</translation>
    </message>
    <message>
        <source>Send/receive</source>
        <translation>送受信</translation>
    </message>
    <message>
        <source>No collective communication: one GPU holds the whole model and batch.</source>
        <translation>集団通信はありません。1 基の GPU がモデルとバッチのすべてを保持します。</translation>
    </message>
    <message>
        <source>%1: %2 per step (%3 %)</source>
        <translation>%1: 1 ステップあたり %2 (%3 %)</translation>
    </message>
    <message>
        <source>In all %1 per step per GPU; %2 dominates.</source>
        <translation>GPU 1 基・1 ステップあたり合計 %1。最も多いのは %2 です。</translation>
    </message>
    <message>
        <source>%1: %2 per step (under 1 %)</source>
        <translation>%1: 1 ステップあたり %2 (1 % 未満)</translation>
    </message>
</context>
<context>
    <name>fw::core::ConnectionProfile</name>
    <message>
        <source>This computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <source>SSH + mpirun</source>
        <translation>SSH + mpirun</translation>
    </message>
    <message>
        <source>SSH + srun (Slurm)</source>
        <translation>SSH + srun (Slurm)</translation>
    </message>
</context>
<context>
    <name>fw::core::CostCalculator</name>
    <message>
        <source>needs %1</source>
        <translation>%1 が必要</translation>
    </message>
    <message>
        <source> and </source>
        <translation> と </translation>
    </message>
    <message>
        <source>operations hours × hourly rate = %1 × %2 = %3</source>
        <translation>運用時間 × 時間単価 = %1 × %2 = %3</translation>
    </message>
    <message>
        <source>compute × incidents × recovery h / %1 h = %2 × %3 × %4 / %5 = %6</source>
        <translation>計算能力 × インシデント数 × 復旧時間 h / %1 h = %2 × %3 × %4 / %5 = %6</translation>
    </message>
    <message>
        <source>1 − stall fraction − failed share = 1 − %1 − %2 = %3 (failed share = incidents × recovery h / %4 h)</source>
        <translation>1 − 停滞率 − 障害率 = 1 − %1 − %2 = %3 (障害率 = インシデント数 × 復旧時間 h / %4 h)</translation>
    </message>
    <message>
        <source>compute × (1 − useful utilisation) − failed-job waste = %1 × (1 − %2) − %3 = %4</source>
        <translation>計算能力 × (1 − 有効利用率) − 失敗ジョブの無駄 = %1 × (1 − %2) − %3 = %4</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>未入力</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cost per accepted run: no training run is accepted, so there is none</source>
        <translation>受け入れられた実行あたりのコスト: 受け入れられる学習実行がないため算出できません</translation>
    </message>
</context>
<context>
    <name>fw::core::CostDerivations</name>
    <message>
        <source>no measured evidence yet: no own, current benchmark run at exactly %1 nodes is stored</source>
        <translation>測定による根拠はまだありません。ちょうど %1 ノードでの自社の最新ベンチマーク実行が保存されていません</translation>
    </message>
    <message>
        <source>runs at %1 nodes</source>
        <translation>%1 ノードでの実行</translation>
    </message>
    <message>
        <source> (stored besides: %1)</source>
        <translation> (ほかに保存済み: %1)</translation>
    </message>
    <message>
        <source>no failed correctness check</source>
        <translation>正確性チェックの失敗なし</translation>
    </message>
    <message numerus="yes">
        <source>%n supplier claim(s)</source>
        <translation>
            <numerusform>サプライヤーの主張 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale run(s)</source>
        <translation>
            <numerusform>古い実行 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>受け入れ</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>未判定</translation>
    </message>
    <message>
        <source>correctness passed on every row</source>
        <translation>全行で正しさ合格</translation>
    </message>
    <message>
        <source>at least %1 ranks</source>
        <translation>%1 ランク以上</translation>
    </message>
    <message>
        <source>at least %1 nodes</source>
        <translation>%1 ノード以上</translation>
    </message>
    <message>
        <source>bus bandwidth ≥ %1 GB/s at %2</source>
        <translation>%2 でバス帯域幅 ≥ %1 GB/s</translation>
    </message>
    <message>
        <source>the largest message size</source>
        <translation>最大メッセージサイズ</translation>
    </message>
    <message>
        <source>p99 latency ≤ %1 µs at %2</source>
        <translation>%2 で p99 レイテンシ ≤ %1 µs</translation>
    </message>
    <message>
        <source>the smallest message size</source>
        <translation>最小メッセージサイズ</translation>
    </message>
    <message>
        <source>coefficient of variation ≤ %1 %</source>
        <translation>変動係数 ≤ %1 %</translation>
    </message>
    <message>
        <source>a supplier's claim: shown beside our measurements, never judged as one</source>
        <translation>供給者の主張: 自社測定の横に示し、測定としては判定しません</translation>
    </message>
    <message>
        <source>the candidate's BOM changed after this run: it no longer measures the offer</source>
        <translation>この実行の後に候補の BOM が変わりました: もはや提案を測定していません</translation>
    </message>
    <message>
        <source>no acceptance threshold is set for this project</source>
        <translation>このプロジェクトには受け入れしきい値が設定されていません</translation>
    </message>
    <message>
        <source>a correctness check failed</source>
        <translation>正しさの検証が失敗しました</translation>
    </message>
    <message>
        <source>correctness passed</source>
        <translation>正しさ合格</translation>
    </message>
    <message>
        <source>correctness not verified on every row</source>
        <translation>全行で正しさが検証されていません</translation>
    </message>
    <message>
        <source>%1 ranks (at least %2)</source>
        <translation>%1 ランク (%2 以上)</translation>
    </message>
    <message>
        <source>ranks not stated (at least %1 needed)</source>
        <translation>ランク数の記載なし (%1 以上が必要)</translation>
    </message>
    <message>
        <source>%1 nodes (at least %2)</source>
        <translation>%1 ノード (%2 以上)</translation>
    </message>
    <message>
        <source>nodes not stated (at least %1 needed)</source>
        <translation>ノード数の記載なし (%1 以上が必要)</translation>
    </message>
    <message>
        <source>no bus bandwidth at %1</source>
        <translation>%1 でのバス帯域幅なし</translation>
    </message>
    <message>
        <source>no bus bandwidth reported</source>
        <translation>バス帯域幅の報告なし</translation>
    </message>
    <message>
        <source>bus bandwidth %1 GB/s at %2 (at least %3)</source>
        <translation>%2 でバス帯域幅 %1 GB/s (%3 以上)</translation>
    </message>
    <message>
        <source>no p99 latency at %1</source>
        <translation>%1 での p99 レイテンシなし</translation>
    </message>
    <message>
        <source>no p99 latency reported</source>
        <translation>p99 レイテンシの報告なし</translation>
    </message>
    <message>
        <source>p99 latency %1 µs at %2 (at most %3)</source>
        <translation>%2 で p99 レイテンシ %1 µs (%3 以下)</translation>
    </message>
    <message>
        <source>no coefficient of variation reported</source>
        <translation>変動係数の報告なし</translation>
    </message>
    <message>
        <source>coefficient of variation %1 % at %2 (at most %3 %)</source>
        <translation>%2 で変動係数 %1 % (%3 % 以下)</translation>
    </message>
    <message>
        <source>no acceptance threshold is set: every run is "not judged"</source>
        <translation>受け入れしきい値が未設定: すべての実行は「未判定」です</translation>
    </message>
    <message>
        <source>no measured evidence yet: stalled time is the step-time inflation of a replay run while a fault is held over the same replay without the fault, and no stored fault step of this candidate has a "replay" workload; until one does, the stall fraction stays typed</source>
        <translation>測定による根拠はまだありません。停滞時間は、障害を保持している間に実行したリプレイのステップ時間が、障害なしの同じリプレイに比べて伸びた分です。この候補の保存済み障害ステップに "replay" を持つものがないため、それが保存されるまで停滞率は入力値のままです</translation>
    </message>
    <message numerus="yes">
        <source>s = stalled / wall time = %1 s / %2 s = %3, over %n replay(s) under a fault (%4): the time the steps under the fault took beyond the same replay's mean step without it; not included: stalls from faults the plan did not inject, and whatever the replay does not do of the real training job</source>
        <translation>
            <numerusform>s = 停滞時間 / 経過時間 = %1 秒 / %2 秒 = %3、障害下の %n 件のリプレイ (%4) より: 障害下のステップにかかった時間のうち、障害なしの同じリプレイの平均ステップを超えた分。含まれないもの: プランが注入していない障害による停滞、およびリプレイが実際のトレーニングジョブを再現していない部分</numerusform>
        </translation>
    </message>
    <message>
        <source>no measured evidence yet: no stored plan run of this candidate has a storage step with --kill-rank, which measures the time from a killed rank until the job runs again from its last checkpoint</source>
        <translation>測定による根拠はまだありません。この候補の保存済みプラン実行に --kill-rank 付きのストレージステップがありません。このステップが、ランクが強制終了されてからジョブが最後のチェックポイントから再び動くまでの時間を測定します</translation>
    </message>
    <message>
        <source>no measured evidence yet: no stored recovery completed (%1)</source>
        <translation>測定による根拠はまだありません。保存済みの復旧で完了したものがありません (%1)</translation>
    </message>
    <message>
        <source>R = mean recovery time / 3600 = %1 s / %2 / 3600 = %3 h, measured (%4) from the SIGKILL of a rank mid-checkpoint until every rank had restored and checked the last complete checkpoint; not included: failure detection, the scheduler's requeue, the relaunch of the processes and NCCL initialisation</source>
        <translation>R = 平均復旧時間 / 3600 = %1 秒 / %2 / 3600 = %3 時間。チェックポイント途中のランクへの SIGKILL から、すべてのランクが最後の完全なチェックポイントを復元して検査し終えるまでを測定 (%4)。含まれないもの: 障害検知、スケジューラーによる再投入、プロセスの再起動、NCCL の初期化</translation>
    </message>
    <message>
        <source>the run failed: its log reports an error before the end</source>
        <translation>実行は失敗しました: ログは終了前のエラーを報告しています</translation>
    </message>
    <message>
        <source>default floor</source>
        <translation>既定の下限</translation>
    </message>
    <message>
        <source>lowered floor</source>
        <translation>引き下げた下限</translation>
    </message>
    <message>
        <source>raised floor</source>
        <translation>引き上げた下限</translation>
    </message>
    <message>
        <source>line-rate floor not applied: the BOM declares no NIC speed</source>
        <translation>回線速度の下限は適用されません: BOM に NIC 速度の記載がありません</translation>
    </message>
    <message>
        <source>line-rate floor not applied: the largest size, %1, is below %2</source>
        <translation>回線速度の下限は適用されません: 最大サイズ %1 が %2 未満です</translation>
    </message>
    <message>
        <source>bus bandwidth %1 GB/s at %2 (%3: at least %4 GB/s, %5 % of the line rate %6 GB/s)</source>
        <translation>%2 でのバス帯域幅 %1 GB/s (%3: %4 GB/s 以上、回線速度 %6 GB/s の %5 %)</translation>
    </message>
    <message>
        <source>bus bandwidth never 0 GB/s</source>
        <translation>バス帯域幅は 0 GB/s であってはならない</translation>
    </message>
    <message>
        <source>no line-rate floor (turned off: %1)</source>
        <translation>回線速度の下限なし (無効化の理由: %1)</translation>
    </message>
    <message>
        <source>on runs across nodes, bus bandwidth at the largest size (%1 or more) ≥ %2 % of the line rate the BOM declares (%3)</source>
        <translation>複数ノードにまたがる実行では、最大サイズ (%1 以上) のバス帯域幅 ≥ BOM 記載の回線速度の %2 % (%3)</translation>
    </message>
    <message>
        <source>, lowered because: %1</source>
        <translation>、引き下げの理由: %1</translation>
    </message>
    <message>
        <source>bus bandwidth 0 GB/s at %1 (built-in rule: never zero)</source>
        <translation>%1 でのバス帯域幅 0 GB/s (組み込みルール: ゼロは不可)</translation>
    </message>
    <message>
        <source>a = accepted / runs = %1 / %2 = %3, over own current runs at %4 nodes on the candidate's cluster; accepted means %5</source>
        <translation>a = 受け入れ数 / 実行数 = %1 / %2 = %3 (候補のクラスターの %4 ノードでの自社の最新実行が対象)。受け入れの条件: %5</translation>
    </message>
</context>
<context>
    <name>fw::core::CostModel</name>
    <message>
        <source>Compute capacity</source>
        <translation>計算能力</translation>
    </message>
    <message>
        <source>Network adapters</source>
        <translation>ネットワークアダプター</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>スイッチ</translation>
    </message>
    <message>
        <source>Optics and cables</source>
        <translation>光学部品とケーブル</translation>
    </message>
    <message>
        <source>Rack, power and space</source>
        <translation>ラック、電力、スペース</translation>
    </message>
    <message>
        <source>Storage and data path</source>
        <translation>ストレージとデータパス</translation>
    </message>
    <message>
        <source>Fabric operations</source>
        <translation>ファブリックの運用</translation>
    </message>
    <message>
        <source>Failed-job and retry waste</source>
        <translation>失敗ジョブと再試行による無駄</translation>
    </message>
    <message>
        <source>Queue delay and idle GPU time</source>
        <translation>キュー遅延と GPU のアイドル時間</translation>
    </message>
    <message>
        <source>Support and escalation</source>
        <translation>サポートとエスカレーション</translation>
    </message>
    <message>
        <source>Training runs planned</source>
        <translation>計画している学習実行数</translation>
    </message>
    <message>
        <source>Accepted inference outputs after retries</source>
        <translation>再試行後に受け入れられた推論出力数</translation>
    </message>
    <message>
        <source>Useful GPU utilisation</source>
        <translation>有効 GPU 利用率</translation>
    </message>
    <message>
        <source>Benchmark acceptance rate at the exact node count</source>
        <translation>対象ノード数でのベンチマーク受け入れ率</translation>
    </message>
    <message>
        <source>Operations hours to keep the fabric stable</source>
        <translation>ファブリックの安定維持に要する運用時間</translation>
    </message>
    <message>
        <source>Operations hourly rate</source>
        <translation>運用の時間単価</translation>
    </message>
    <message>
        <source>Stall fraction</source>
        <translation>停滞率</translation>
    </message>
    <message>
        <source>Recovery time per incident</source>
        <translation>インシデントあたりの復旧時間</translation>
    </message>
    <message>
        <source>Fabric incidents per period</source>
        <translation>期間あたりのファブリックインシデント数</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Quarter</source>
        <translation>四半期</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>入力値</translation>
    </message>
    <message>
        <source>Quoted by supplier</source>
        <translation>サプライヤー見積</translation>
    </message>
    <message>
        <source>Derived from measurement</source>
        <translation>測定から導出</translation>
    </message>
</context>
<context>
    <name>fw::core::DecisionMatrix</name>
    <message>
        <source>Tail latency</source>
        <translation>テールレイテンシ</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>バス帯域幅</translation>
    </message>
    <message>
        <source>Fault behaviour</source>
        <translation>障害時挙動</translation>
    </message>
    <message>
        <source>Counters health</source>
        <translation>カウンターの健全性</translation>
    </message>
    <message>
        <source>Operating-model fit</source>
        <translation>運用モデルとの適合</translation>
    </message>
    <message>
        <source>Cost per accepted run</source>
        <translation>受け入れられた実行あたりのコスト</translation>
    </message>
    <message>
        <source>Procurement flexibility</source>
        <translation>調達の柔軟性</translation>
    </message>
    <message>
        <source>Expansion path</source>
        <translation>拡張パス</translation>
    </message>
    <message>
        <source>Support boundary</source>
        <translation>サポート範囲</translation>
    </message>
    <message>
        <source>Questionnaire completeness</source>
        <translation>質問票の回答完全性</translation>
    </message>
    <message>
        <source>Workload replay</source>
        <translation>ワークロード再現</translation>
    </message>
</context>
<context>
    <name>fw::core::DecisionScoring</name>
    <message>
        <source>10 × best / this = 10 × %1 / %2 = %3</source>
        <translation>10 × 最良値 / この値 = 10 × %1 / %2 = %3</translation>
    </message>
    <message>
        <source>10 × this / best = 10 × %1 / %2 = %3</source>
        <translation>10 × この値 / 最良値 = 10 × %1 / %2 = %3</translation>
    </message>
    <message>
        <source>0 is the best possible value: 10</source>
        <translation>0 が最良の値です: 10</translation>
    </message>
    <message>
        <source>max(0, 10 − 2 × alarms) = max(0, 10 − 2 × %1) = %2</source>
        <translation>max(0, 10 − 2 × アラーム数) = max(0, 10 − 2 × %1) = %2</translation>
    </message>
    <message>
        <source>max(0, 10 × completeness − 2 × red flags) = max(0, 10 × %1 − 2 × %2) = %3</source>
        <translation>max(0, 10 × 完全性 − 2 × 危険信号数) = max(0, 10 × %1 − 2 × %2) = %3</translation>
    </message>
    <message>
        <source>typed override</source>
        <translation>入力による上書き</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>from answers</source>
        <translation>回答から</translation>
    </message>
    <message>
        <source>from the cost model</source>
        <translation>コストモデルから</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>手入力</translation>
    </message>
    <message>
        <source>no counted fault step held (recovered, and the benchmark during the fault did not fail where it should survive): 0</source>
        <translation>維持した集計対象の障害ステップがありません (回復し、かつ耐えるべき障害の間にベンチマークが失敗しなかったもの): 0</translation>
    </message>
    <message>
        <source>(%1) × %2 of %3 fault steps held = %4</source>
        <translation>(%1) × 障害ステップ %3 件中 %2 件が維持 = %4</translation>
    </message>
</context>
<context>
    <name>fw::core::DeleteSnapshot</name>
    <message>
        <source>The foreign keys of table %1 form a cycle.</source>
        <translation>テーブル %1 の外部キーが循環しています。</translation>
    </message>
    <message>
        <source>Table %1 references %2 without naming its column.</source>
        <translation>テーブル %1 は列を指定せずに %2 を参照しています。</translation>
    </message>
</context>
<context>
    <name>fw::core::DemoProject</name>
    <message>
        <source>Example data for trying the workbench. Not a real offer.</source>
        <translation>Workbench を試すためのサンプルデータです。実際の提案ではありません。</translation>
    </message>
    <message>
        <source>Example Supplier A</source>
        <translation>サンプル供給者 A</translation>
    </message>
    <message>
        <source>Example: 16 nodes, NDR InfiniBand, rented</source>
        <translation>サンプル: 16 ノード、NDR InfiniBand、レンタル</translation>
    </message>
    <message>
        <source>Example Supplier B</source>
        <translation>サンプル供給者 B</translation>
    </message>
    <message>
        <source>Example: 16 nodes, 400G RoCE v2, colocated</source>
        <translation>サンプル: 16 ノード、400G RoCE v2、コロケーション</translation>
    </message>
    <message>
        <source>example data: invented facts, not measured on any cluster</source>
        <translation>例のデータ: 架空の値で、どのクラスターでも測定していません</translation>
    </message>
    <message>
        <source>8 × 3.84 TB (example)</source>
        <translation>8 × 3.84 TB（例）</translation>
    </message>
    <message>
        <source>OSFP twin-port 800G (example)</source>
        <translation>OSFP ツインポート 800G（例）</translation>
    </message>
    <message>
        <source>Default SL-to-VL mapping (example)</source>
        <translation>既定の SL-VL マッピング（例）</translation>
    </message>
    <message>
        <source>PyTorch 2.3 (example)</source>
        <translation>PyTorch 2.3（例）</translation>
    </message>
    <message>
        <source>Example run: all_reduce on 16 nodes (example data)</source>
        <translation>実行例: 16 ノードでの all_reduce（例のデータ）</translation>
    </message>
    <message>
        <source>InfiniBand included</source>
        <translation>InfiniBand 込み</translation>
    </message>
    <message>
        <source>Enabled and tested with driver 550.54.15, CUDA 12.4 and NCCL 2.21.5 (example answer).</source>
        <translation>ドライバー 550.54.15、CUDA 12.4、NCCL 2.21.5 で有効化し、テスト済み（回答例）。</translation>
    </message>
    <message>
        <source>all_reduce_perf on 128 GPUs (16 nodes): 389 GB/s bus bandwidth @ 8 GiB (example answer).</source>
        <translation>128 GPU（16 ノード）での all_reduce_perf: バス帯域幅 389 GB/s @ 8 GiB（回答例）。</translation>
    </message>
    <message>
        <source>Yes, RoCE v2 on a routed layer-3 leaf-spine (example answer).</source>
        <translation>はい、ルーティングされたレイヤー 3 のリーフ・スパイン上の RoCE v2 です（回答例）。</translation>
    </message>
    <message>
        <source>Supported.</source>
        <translation>サポートされています。</translation>
    </message>
    <message>
        <source>Example quote: 128 GPUs rented for a year, fabric included</source>
        <translation>見積もり例: 128 GPU を 1 年間レンタル、ファブリック込み</translation>
    </message>
    <message>
        <source>Example quote: included in the rental</source>
        <translation>見積もり例: レンタルに含まれる</translation>
    </message>
    <message>
        <source>Example quote: parallel file system, 1 PB</source>
        <translation>見積もり例: 並列ファイルシステム、1 PB</translation>
    </message>
    <message>
        <source>Example quote: premium support</source>
        <translation>見積もり例: プレミアムサポート</translation>
    </message>
    <message>
        <source>Example plan</source>
        <translation>計画例</translation>
    </message>
    <message>
        <source>Example estimate: store own benchmark runs to derive it</source>
        <translation>概算例: 自社のベンチマーク実行を保存すると導出されます</translation>
    </message>
    <message>
        <source>Example estimate: the supplier runs the fabric</source>
        <translation>概算例: サプライヤーがファブリックを運用</translation>
    </message>
    <message>
        <source>Example rate</source>
        <translation>単価例</translation>
    </message>
    <message>
        <source>Example estimate: store fault runs to derive it</source>
        <translation>概算例: 障害実行を保存すると導出されます</translation>
    </message>
    <message>
        <source>Example assumption</source>
        <translation>仮定例</translation>
    </message>
    <message>
        <source>Example: owned GPUs, depreciation for one year</source>
        <translation>例: 自社所有の GPU、1 年分の減価償却</translation>
    </message>
    <message>
        <source>Example quote: 400G RoCE NICs</source>
        <translation>見積もり例: 400G RoCE NIC</translation>
    </message>
    <message>
        <source>Example quote: leaf and spine switches</source>
        <translation>見積もり例: リーフおよびスパインスイッチ</translation>
    </message>
    <message>
        <source>Example quote</source>
        <translation>見積もり例</translation>
    </message>
    <message>
        <source>Example quote: colocation</source>
        <translation>見積もり例: コロケーション</translation>
    </message>
    <message>
        <source>Example estimate</source>
        <translation>概算例</translation>
    </message>
    <message>
        <source>Example quote: switch vendor support</source>
        <translation>見積もり例: スイッチベンダーのサポート</translation>
    </message>
    <message>
        <source>Example estimate: our team tunes PFC/ECN and runs the fabric</source>
        <translation>概算例: 自社チームが PFC/ECN を調整し、ファブリックを運用</translation>
    </message>
    <message>
        <source>Example: supplier claim only; no own run yet</source>
        <translation>例: サプライヤーの主張のみ。自社の実行はまだありません</translation>
    </message>
    <message>
        <source>Example judgement</source>
        <translation>評価例</translation>
    </message>
    <message>
        <source>Example: port counters visible, congestion events not</source>
        <translation>例: ポートカウンターは見えるが、輻輳イベントは見えない</translation>
    </message>
    <message>
        <source>Example: the supplier runs the fabric, as we want</source>
        <translation>例: 希望どおりサプライヤーがファブリックを運用</translation>
    </message>
    <message>
        <source>Example: one supplier for fabric and GPUs</source>
        <translation>例: ファブリックと GPU を 1 社のサプライヤーから調達</translation>
    </message>
    <message>
        <source>Example: 32 nodes in the same fabric domain</source>
        <translation>例: 同じファブリックドメインで 32 ノード</translation>
    </message>
    <message>
        <source>Example: one support contract covers GPU, HCA and switch</source>
        <translation>例: 1 つのサポート契約で GPU、HCA、スイッチをカバー</translation>
    </message>
    <message>
        <source>Example: per-priority PFC and ECN counters exported</source>
        <translation>例: 優先度ごとの PFC および ECN カウンターをエクスポート</translation>
    </message>
    <message>
        <source>Example: our team must own lossless Ethernet tuning</source>
        <translation>例: ロスレス Ethernet の調整は自社チームが担う必要がある</translation>
    </message>
    <message>
        <source>Example: switches and NICs from several vendors</source>
        <translation>例: 複数ベンダーのスイッチと NIC</translation>
    </message>
    <message>
        <source>Example: spine sized for 64 nodes</source>
        <translation>例: スパインは 64 ノード分の容量</translation>
    </message>
    <message>
        <source>Example: GPU, NIC and switch support are separate contracts</source>
        <translation>例: GPU、NIC、スイッチのサポートは別々の契約</translation>
    </message>
    <message>
        <source>Example: the supplier, as an appliance-like fabric service</source>
        <translation>例: サプライヤーがアプライアンスのようなファブリックサービスとして運用</translation>
    </message>
    <message>
        <source>Example: up to 32 nodes in the same fabric domain</source>
        <translation>例: 同じファブリックドメインで最大 32 ノード</translation>
    </message>
    <message>
        <source>Example: our network team, with the switch vendor's support</source>
        <translation>例: 自社のネットワークチームが、スイッチベンダーのサポートを受けて運用</translation>
    </message>
    <message>
        <source>Example: add leaf switches; spine sized for 64 nodes</source>
        <translation>例: リーフスイッチを追加。スパインは 64 ノード分の容量</translation>
    </message>
</context>
<context>
    <name>fw::core::DemoRuns</name>
    <message>
        <source>Example claim: published log, %1</source>
        <translation>ベンダーの主張のサンプル: 公開ログ、%1</translation>
    </message>
    <message>
        <source>Example data: a real published log (%1) stands in for this example supplier's claim. It was not measured on the offered cluster.</source>
        <translation>サンプルデータ: 公開された実際のログ(%1)を、このサンプル供給者のベンダーの主張の代わりに使っています。提案されたクラスタで測定したものではありません。</translation>
    </message>
    <message>
        <source>Example plan run (example data)</source>
        <translation>計画実行のサンプル(サンプルデータ)</translation>
    </message>
    <message>
        <source>Example own run (example data)</source>
        <translation>自社測定のサンプル(サンプルデータ)</translation>
    </message>
    <message>
        <source>Example data: a real fabric-agent stream recorded on a development VM (one host, no RDMA), with its times scaled for this example candidate. It was not measured on the offered cluster.</source>
        <translation>サンプルデータ: 開発用 VM(1 ホスト、RDMA なし)で記録した実際の fabric-agent ストリームを、このサンプル候補向けに時間を換算したものです。提案されたクラスタで測定したものではありません。</translation>
    </message>
</context>
<context>
    <name>fw::core::DispatchJob</name>
    <message>
        <source>Cancelled before the benchmark started.</source>
        <translation>ベンチマークの開始前に中止しました。</translation>
    </message>
    <message>
        <source>Cancelled while %1; the job and its ranks were stopped.</source>
        <translation>%1中に中止しました。ジョブとランクは停止されました。</translation>
    </message>
    <message>
        <source>The connection to %1 dropped while %2; what arrived before is kept.</source>
        <translation>%2中に %1 への接続が切断されました。それまでに届いたデータは保持されます。</translation>
    </message>
    <message>
        <source>collecting facts</source>
        <translation>ファクトの収集</translation>
    </message>
    <message>
        <source>`%1` exited with status %2:
%3</source>
        <translation>`%1` がステータス %2 で終了しました:
%3</translation>
    </message>
    <message>
        <source>running the benchmark</source>
        <translation>ベンチマークの実行</translation>
    </message>
    <message>
        <source>`%1` exited with status %2.</source>
        <translation>`%1` がステータス %2 で終了しました。</translation>
    </message>
    <message>
        <source>The connection to %1 dropped while %2 (%3); what arrived before is kept.</source>
        <translation>%2中に %1 への接続が切断されました（%3）。それまでに届いたデータは保持されます。</translation>
    </message>
</context>
<context>
    <name>fw::core::DispatchRecorder</name>
    <message>
        <source>The dispatch could not be stored as it started: %1 It runs on without being stored.</source>
        <translation>実行の開始時に保存できませんでした: %1 実行は保存されないまま続きます。</translation>
    </message>
    <message>
        <source>Storing the running dispatch stopped: %1 What was stored before is kept in the project and reads as interrupted; the run goes on without being stored.</source>
        <translation>実行中の保存が止まりました: %1 それまでに保存された内容はプロジェクトに残り、中断として表示されます。実行は保存されないまま続きます。</translation>
    </message>
    <message>
        <source>The end of the dispatch could not be stored: %1 What was stored while it ran is kept and reads as interrupted.</source>
        <translation>実行の終了を保存できませんでした: %1 実行中に保存された内容は保持され、中断として表示されます。</translation>
    </message>
    <message>
        <source>The dispatch could not be stored: %1</source>
        <translation>実行を保存できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>fw::core::NumberFormat</name>
    <message>
        <source>converged</source>
        <translation>収束</translation>
    </message>
    <message>
        <source>not converged (a cap stopped it)</source>
        <translation>未収束 (上限で打ち切り)</translation>
    </message>
    <message>
        <source>%1 % confidence interval not known (too few samples), %2</source>
        <translation>%1 % 信頼区間は不明 (サンプル不足)、%2</translation>
    </message>
    <message>
        <source>%1 % confidence %2 – %3 µs, %4</source>
        <translation>%1 % 信頼区間 %2 – %3 µs、%4</translation>
    </message>
</context>
<context>
    <name>fw::core::PlanJob</name>
    <message>
        <source>Collecting facts failed: %1</source>
        <translation>ファクトの収集に失敗しました: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) failed.</source>
        <translation>
            <numerusform>%n 個のステップが失敗しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled; the steps that ran are kept.</source>
        <translation>キャンセルしました。実行済みのステップは保持されます。</translation>
    </message>
    <message>
        <source>running %1</source>
        <translation>%1 の実行中</translation>
    </message>
    <message>
        <source>The benchmark before the fault did not complete, so nothing was injected: %1</source>
        <translation>障害前のベンチマークが完了しなかったため、障害は注入していません: %1</translation>
    </message>
    <message>
        <source>holding the fault</source>
        <translation>障害の保持中</translation>
    </message>
    <message>
        <source>The fault was not applied: %1</source>
        <translation>障害は適用されませんでした: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>The fault's revert was not confirmed by the node; its watchdog reverts it within %1 s (lease) or at the latest %2 s after it was applied (time-to-live).</source>
        <translation>ノードが障害の復旧を確認しませんでした。ノードのウォッチドッグが %1 秒以内 (リース)、遅くとも適用から %2 秒後 (有効期限) に元に戻します。</translation>
    </message>
    <message>
        <source>The benchmark during the fault was stopped; the fault was reverted.</source>
        <translation>障害中のベンチマークが停止しました。障害は元に戻しました。</translation>
    </message>
    <message>
        <source>The replay before the fault did not complete, so nothing was injected: %1</source>
        <translation>障害前のリプレイが完了しなかったため、何も注入していません: %1</translation>
    </message>
    <message>
        <source>The Slurm allocation %1 could not be given back: it ends at its time limit, or with scancel %1.</source>
        <translation>Slurm の割り当て %1 を返却できませんでした。時間制限で終了するか、scancel %1 で終了します。</translation>
    </message>
    <message>
        <source>Slurm did not grant the plan's allocation (%1): %2</source>
        <translation>Slurm がプランの割り当てを許可しませんでした (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Step %1 needs a cluster launcher (mpirun or srun) and at least 4 nodes to halve; it has %n.</source>
        <translation>
            <numerusform>ステップ %1 にはクラスタランチャー（mpirun または srun）と、半分に分けられる 4 つ以上のノードが必要ですが、ノードは %n です。</numerusform>
        </translation>
    </message>
    <message>
        <source>The benchmark on %1 did not complete: %2</source>
        <translation>%1 でのベンチマークが完了しませんでした: %2</translation>
    </message>
    <message>
        <source>The benchmark on %1 reported no bus bandwidth at its largest size.</source>
        <translation>%1 でのベンチマークは最大サイズのバス帯域幅を報告しませんでした。</translation>
    </message>
    <message>
        <source>The user could not be checked on %1; its fault steps are not judged.</source>
        <translation>%1 ではユーザーを確認できませんでした。そのノードの障害ステップは判定されていません。</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) cannot run as this connection's user.</source>
        <translation>
            <numerusform>%n 個のステップはこの接続のユーザーでは実行できません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every step can run as this connection's user.</source>
        <translation>すべてのステップをこの接続のユーザーで実行できます。</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) skipped: this connection's user cannot run them.</source>
        <translation>
            <numerusform>%n 個のステップをスキップしました：この接続のユーザーでは実行できません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::core::PriceSheet</name>
    <message>
        <source>per GPU-hour</source>
        <translation>GPU 時間あたり</translation>
    </message>
    <message>
        <source>per node-month</source>
        <translation>ノード月あたり</translation>
    </message>
    <message>
        <source>one-off</source>
        <translation>一時払い</translation>
    </message>
</context>
<context>
    <name>fw::core::Pricing</name>
    <message>
        <source>%1 per GPU-hour × %2 GPUs × %3 h</source>
        <translation>GPU 時間あたり %1 × %2 GPU × %3 時間</translation>
    </message>
    <message>
        <source>%1 per node-month × %2 × %3 months</source>
        <translation>ノード月あたり %1 × %2 × %3 か月</translation>
    </message>
    <message>
        <source>price sheet line %1 is one-off and has no term to amortise it over</source>
        <translation>価格シートの行 %1 は一時払いで、償却する契約期間がありません</translation>
    </message>
    <message>
        <source>%1 one-off × %2 ÷ %3 months term × %4 months</source>
        <translation>一時払い %1 × %2 ÷ 契約期間 %3 か月 × %4 か月</translation>
    </message>
    <message>
        <source>price sheet line %1 is in %2, and the project has no exchange rate from %2 to %3</source>
        <translation>価格シートの行 %1 は %2 建てですが、プロジェクトには %2 から %3 への為替レートがありません</translation>
    </message>
    <message>
        <source> × %1 %2/%3 (rate of %4)</source>
        <translation> × %1 %2/%3（%4 のレート）</translation>
    </message>
    <message>
        <source>line %1 (%2): %3 = %4 %5</source>
        <translation>行 %1（%2）：%3 = %4 %5</translation>
    </message>
    <message>
        <source>quoted on the price sheet: %1</source>
        <translation>価格シートでの見積り：%1</translation>
    </message>
</context>
<context>
    <name>fw::core::QuestionnaireAnswer</name>
    <message>
        <source>Unanswered</source>
        <translation>未回答</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>回答済み</translation>
    </message>
    <message>
        <source>Answered with evidence</source>
        <translation>根拠付きで回答済み</translation>
    </message>
    <message>
        <source>Red flag</source>
        <translation>危険信号</translation>
    </message>
</context>
<context>
    <name>fw::core::QuestionnaireCatalog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>オフセット %1 で有効な JSON ではありません: %2</translation>
    </message>
    <message>
        <source>unknown catalog format</source>
        <translation>不明なカタログ形式</translation>
    </message>
    <message>
        <source>unknown fabric "%1"</source>
        <translation>不明なファブリック「%1」</translation>
    </message>
    <message>
        <source>title: %1</source>
        <translation>タイトル: %1</translation>
    </message>
    <message>
        <source>question %1: missing or repeated key</source>
        <translation>質問 %1: キーがないか重複しています</translation>
    </message>
    <message>
        <source>question %1 (%2): %3</source>
        <translation>質問 %1 (%2): %3</translation>
    </message>
    <message>
        <source>question %1 (%2): invalid pattern: %3</source>
        <translation>質問 %1 (%2): 無効なパターン: %3</translation>
    </message>
    <message>
        <source>question %1 (%2): required detail: %3</source>
        <translation>質問 %1 (%2): 必須の詳細: %3</translation>
    </message>
    <message>
        <source>expected 10 questions, found %1</source>
        <translation>10 問の質問が必要ですが、%1 問でした</translation>
    </message>
    <message>
        <source>no "%1" text</source>
        <translation>「%1」のテキストがありません</translation>
    </message>
</context>
<context>
    <name>fw::core::RunEvidence</name>
    <message>
        <source>unknown backend</source>
        <translation>不明なバックエンド</translation>
    </message>
    <message>
        <source>%1 on %2 GPU</source>
        <translation>%1、GPU %2 基</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs</source>
        <translation>%1、GPU %2 基</translation>
    </message>
    <message>
        <source>MPI on CPU, %2 rank</source>
        <translation>CPU 上の MPI、%2 ランク</translation>
    </message>
    <message>
        <source>MPI on CPU, %2 ranks</source>
        <translation>CPU 上の MPI、%2 ランク</translation>
    </message>
    <message>
        <source>%1, %2 rank</source>
        <translation>%1、%2 ランク</translation>
    </message>
    <message>
        <source>%1, %2 ranks</source>
        <translation>%1、%2 ランク</translation>
    </message>
    <message>
        <source>%1, ranks not stated</source>
        <translation>%1、ランク数の記載なし</translation>
    </message>
    <message>
        <source>%1, %2 node</source>
        <translation>%1、%2 ノード</translation>
    </message>
    <message>
        <source>%1, %2 nodes</source>
        <translation>%1、%2 ノード</translation>
    </message>
    <message>
        <source>%1, %2, %3 – %4</source>
        <translation>%1、%2、%3 – %4</translation>
    </message>
    <message>
        <source>a supplier's claim: shown beside our measurements, never mixed into the scores</source>
        <translation>供給者の主張: 自社測定の横に示し、スコアには混ぜません</translation>
    </message>
    <message>
        <source>the candidate's BOM changed after this run: it no longer measures the offer</source>
        <translation>この実行の後に候補の BOM が変わりました: もはや提案を測定していません</translation>
    </message>
    <message>
        <source>%1: not comparable with %2</source>
        <translation>%1: %2 とは比較できません</translation>
    </message>
    <message>
        <source>measured on this computer, not on the candidate's fabric: left out of the scores and the acceptance rate</source>
        <translation>候補のファブリックではなくこのコンピューターで測定: スコアと受け入れ率から除外</translation>
    </message>
</context>
<context>
    <name>fw::core::TriageRecommendation</name>
    <message>
        <source>Not enough answers yet</source>
        <translation>回答がまだ不足しています</translation>
    </message>
    <message>
        <source>Start with InfiniBand</source>
        <translation>InfiniBand から始める</translation>
    </message>
    <message>
        <source>Start with RoCE v2</source>
        <translation>RoCE v2 から始める</translation>
    </message>
    <message>
        <source>Benchmark both</source>
        <translation>両方をベンチマーク</translation>
    </message>
    <message>
        <source>Latency-sensitive, collective-heavy work is where a purpose-built InfiniBand fabric carries the least tuning risk.</source>
        <translation>レイテンシに敏感で集団通信の多い処理では、専用設計の InfiniBand ファブリックがチューニングのリスクを最も小さくできます。</translation>
    </message>
    <message>
        <source>The cluster is large enough to justify a dedicated AI/HPC fabric.</source>
        <translation>クラスターは専用の AI/HPC ファブリックを正当化できる規模です。</translation>
    </message>
    <message>
        <source>The cluster is too small to justify a dedicated fabric of its own.</source>
        <translation>クラスターは専用ファブリックを正当化するには小さすぎます。</translation>
    </message>
    <message>
        <source>The team already runs high-speed Ethernet: change control, cabling, optics and monitoring carry over to RoCE.</source>
        <translation>チームはすでに高速 Ethernet を運用しています。変更管理、ケーブル配線、光学部品、監視のノウハウを RoCE にそのまま活かせます。</translation>
    </message>
    <message>
        <source>A wider choice of vendors points to Ethernet.</source>
        <translation>ベンダーの選択肢を広げたいなら Ethernet が有利です。</translation>
    </message>
    <message>
        <source>The team can prove a lossless Ethernet design with real NCCL tests before committing.</source>
        <translation>チームは導入決定前に、実際の NCCL テストでロスレス Ethernet 設計を実証できます。</translation>
    </message>
    <message>
        <source>Without real NCCL tests of a lossless Ethernet design, RoCE is an unproven risk.</source>
        <translation>ロスレス Ethernet 設計を実際の NCCL テストで検証していなければ、RoCE は実証されていないリスクです。</translation>
    </message>
    <message>
        <source>The team has InfiniBand skills.</source>
        <translation>チームには InfiniBand のスキルがあります。</translation>
    </message>
    <message>
        <source>The team lacks InfiniBand skills, and a colocated or owned cluster makes that gap real: subnet manager, fabric tools and support paths become yours.</source>
        <translation>チームには InfiniBand のスキルがなく、コロケーションや自社所有のクラスターではその不足が現実の問題になります。サブネットマネージャー、ファブリックツール、サポート経路を自ら担うことになるためです。</translation>
    </message>
    <message>
        <source>Distributed training is the strongest case for InfiniBand: large all-reduce steps punish jitter.</source>
        <translation>分散学習は InfiniBand を選ぶ最も強い理由です。大規模な all-reduce のステップではジッターが大きく響きます。</translation>
    </message>
    <message>
        <source>Inference sharded across GPUs or nodes depends on fabric latency.</source>
        <translation>GPU やノードにまたがるシャーディング推論は、ファブリックのレイテンシに左右されます。</translation>
    </message>
    <message>
        <source>Independent inference replicas depend more on GPU memory, batching, caching and autoscaling than on the fabric.</source>
        <translation>独立した推論レプリカは、ファブリックよりも GPU メモリ、バッチ処理、キャッシュ、オートスケーリングに左右されます。</translation>
    </message>
    <message>
        <source>Several tenants need strong isolation; RoCE needs extra care where RDMA shares Ethernet with ordinary traffic.</source>
        <translation>複数のテナントには強力な分離が必要です。RDMA が通常のトラフィックと Ethernet を共有する環境では、RoCE に特別な注意が必要です。</translation>
    </message>
    <message>
        <source>The team lacks InfiniBand skills, but a rented cluster hides much of the fabric behind the provider's service boundary.</source>
        <translation>チームには InfiniBand のスキルがありませんが、レンタルのクラスターではファブリックの多くがプロバイダーのサービス境界の内側に隠れます。</translation>
    </message>
    <message>
        <source>Storage-heavy training: put dataset loading and checkpoints into the benchmark, on either fabric.</source>
        <translation>ストレージ負荷の高い学習: どちらのファブリックでも、データセットの読み込みとチェックポイントをベンチマークに含めてください。</translation>
    </message>
    <message>
        <source>Answer at least three of the first-decision questions.</source>
        <translation>最初の判断のための質問に少なくとも 3 つ回答してください。</translation>
    </message>
    <message>
        <source>The answers do not lean clearly to one fabric: rent or benchmark both.</source>
        <translation>回答からはどちらのファブリックとも明確に判断できません。両方をレンタルするか、両方をベンチマークしてください。</translation>
    </message>
    <message>
        <source>The workload needs hardware control (%1), so a managed model API does not replace the cluster.</source>
        <translation>ワークロードにはハードウェアの制御 (%1) が必要なため、マネージドモデル API ではクラスターの代わりになりません。</translation>
    </message>
    <message>
        <source>The workload needs no custom weights, direct GPU scheduling, custom kernels, strict placement or hardware isolation: compare a managed model API first. The business metric is accepted outputs, not owning a network.</source>
        <translation>ワークロードにはカスタム重み、GPU の直接スケジューリング、カスタムカーネル、厳密な配置、ハードウェアレベルの分離のいずれも必要ありません。まずマネージドモデル API を比較してください。ビジネス指標はネットワークの所有ではなく、受け入れられた出力です。</translation>
    </message>
</context>
<context>
    <name>fw::core::Workload</name>
    <message>
        <source>Parameters</source>
        <translation>パラメータ数</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隠れ層サイズ</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>アテンションヘッド数</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>シーケンス長 (トークン)</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>語彙数</translation>
    </message>
    <message>
        <source>Global batch (sequences)</source>
        <translation>グローバルバッチ (シーケンス)</translation>
    </message>
    <message>
        <source>Micro-batch (sequences)</source>
        <translation>マイクロバッチ (シーケンス)</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>テンソル並列数</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>パイプラインステージ数</translation>
    </message>
    <message>
        <source>Data parallelism</source>
        <translation>データ並列数</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>エキスパート並列数</translation>
    </message>
    <message>
        <source>Sharded data-parallel stage (ZeRO)</source>
        <translation>シャーディングデータ並列のステージ (ZeRO)</translation>
    </message>
    <message>
        <source>Gradient bucket (bytes)</source>
        <translation>勾配バケット (バイト)</translation>
    </message>
    <message>
        <source>Checkpoint interval (steps)</source>
        <translation>チェックポイント間隔 (ステップ)</translation>
    </message>
    <message>
        <source>Checkpoint size (bytes)</source>
        <translation>チェックポイントサイズ (バイト)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>ノードあたりの GPU 数</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>事前学習</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>ファインチューニング</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>Mixed (training and inference)</source>
        <translation>混在 (学習と推論)</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>%1 must be at least %2, not %3.</source>
        <translation>%1 は %2 以上にしてください (現在 %3)。</translation>
    </message>
    <message>
        <source>%1 must be %2 to %3, not %4.</source>
        <translation>%1 は %2～%3 の範囲にしてください (現在 %4)。</translation>
    </message>
    <message>
        <source>The hidden size %1 is not divisible by the %2 attention heads.</source>
        <translation>隠れ層サイズ %1 がアテンションヘッド数 %2 で割り切れません。</translation>
    </message>
    <message>
        <source>The %1 attention heads are not divisible by tensor parallelism %2: each GPU of a tensor-parallel group holds whole heads.</source>
        <translation>アテンションヘッド数 %1 がテンソル並列数 %2 で割り切れません。テンソル並列グループの各 GPU はヘッドを丸ごと受け持ちます。</translation>
    </message>
    <message>
        <source>The %1 layers are not divisible by the %2 pipeline stages.</source>
        <translation>層数 %1 がパイプラインステージ数 %2 で割り切れません。</translation>
    </message>
    <message>
        <source>Tensor × pipeline × data parallelism is %1 × %2 × %3 = %4 GPUs, but %5 nodes of %6 GPUs are %7.</source>
        <translation>テンソル並列 × パイプライン並列 × データ並列は %1 × %2 × %3 = %4 GPU ですが、%6 GPU のノード %5 台は %7 GPU です。</translation>
    </message>
    <message>
        <source>The global batch of %1 sequences is not divisible by data parallelism × micro-batch (%2 × %3 = %4).</source>
        <translation>グローバルバッチ %1 シーケンスがデータ並列数 × マイクロバッチ (%2 × %3 = %4) で割り切れません。</translation>
    </message>
    <message>
        <source>Expert parallelism %1 does not divide data parallelism %2: the expert-parallel groups are made of data-parallel ranks.</source>
        <translation>エキスパート並列数 %1 でデータ並列数 %2 が割り切れません。エキスパート並列グループはデータ並列のランクから構成されます。</translation>
    </message>
    <message>
        <source>The stored workload has an unknown kind or precision.</source>
        <translation>保存されたワークロードの種類または精度が不明です。</translation>
    </message>
</context>
<context>
    <name>fw::core::WorkloadPlan</name>
    <message>
        <source>Acceptance plan for the workload</source>
        <translation>ワークロードの受け入れプラン</translation>
    </message>
    <message>
        <source>Workload replay</source>
        <translation>ワークロードリプレイ</translation>
    </message>
    <message>
        <source>Workload sizes: %1</source>
        <translation>ワークロードのサイズ：%1</translation>
    </message>
    <message>
        <source>Workload requests at a target rate</source>
        <translation>目標レートでのワークロードリクエスト</translation>
    </message>
    <message>
        <source>Workload requests beside another job's training</source>
        <translation>別ジョブの学習と同時のワークロードリクエスト</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Fabric Workbench: choose the network fabric of a GPU cluster.</source>
        <translation>Fabric Workbench: GPU クラスターのネットワークファブリックを選定します。</translation>
    </message>
    <message>
        <source>Open the demo project (created on first use).</source>
        <translation>デモプロジェクトを開きます (初回に作成されます)。</translation>
    </message>
    <message>
        <source>User interface language: en, de or ja.</source>
        <translation>ユーザーインターフェースの言語: en、de、ja。</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation>メインウィンドウの画像を &lt;file&gt; に保存して終了します。</translation>
    </message>
    <message>
        <source>The project file (*.fabwb) to open.</source>
        <translation>開くプロジェクトファイル (*.fabwb)。</translation>
    </message>
    <message>
        <source>Unknown language "%1"; use en, de or ja.</source>
        <translation>不明な言語「%1」です。en、de、ja のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>No display found: running offscreen. A picture of the window goes to %1; set DISPLAY or pass --platform to choose otherwise.</source>
        <translation>ディスプレイが見つからないため、オフスクリーンで実行します。ウィンドウの画像は %1 に保存されます。変更するには DISPLAY を設定するか --platform を指定してください。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 を書き込めませんでした</translation>
    </message>
    <message>
        <source>Show this step first: %1.</source>
        <translation>最初に表示するステップ：%1。</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>ウィンドウのサイズ（例：1280x800）。</translation>
    </message>
    <message>
        <source>Unknown step "%1"; use one of: %2.</source>
        <translation>不明なステップ「%1」です。次のいずれかを指定してください：%2。</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, e.g. 1280x800.</source>
        <translation>--size は 幅x高さ の形式で指定してください（例：1280x800）。</translation>
    </message>
    <message>
        <source>When the demo project is built, do not measure this computer with mpirun (a picture of the window never does).</source>
        <translation>デモプロジェクトの作成時に mpirun でこのコンピューターを測定しない (ウィンドウの画像を保存するときは測定しません)。</translation>
    </message>
    <message>
        <source>Commands without a window: %1. Use 'fabric-workbench COMMAND --help' for their options; docs/cli.md describes them.</source>
        <translation>ウィンドウなしのコマンド: %1。オプションは 'fabric-workbench コマンド --help' で表示され、docs/cli.md に説明があります。</translation>
    </message>
    <message>
        <source>With --screenshot: when the demo project is built, measure this computer first and take the picture after, as the window shows it when it builds the demo.</source>
        <translation>--screenshot と併用: デモプロジェクトを作成するときに先にこのコンピューターを測定し、ウィンドウがデモ作成時に表示するとおりの画面を撮影します。</translation>
    </message>
</context>
</TS>
