<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
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
        <source>The file or its folder is write-protected.</source>
        <translation>ファイルまたはそのフォルダーが書き込み禁止です。</translation>
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
        <source>Delete the candidate &quot;%1&quot;? You can undo this.</source>
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
    <name>fw::app::MainWindow</name>
    <message>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
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
        <source>No project is open. A project file holds one procurement: its candidates, evidence, costs and decision.</source>
        <translation>プロジェクトが開かれていません。プロジェクトファイルには 1 件の調達 (候補、根拠、コスト、判断) が収められます。</translation>
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
        <source>This is the demo project. Every candidate in it is example data, invented for trying the workbench; none is a real offer.</source>
        <translation>これはデモプロジェクトです。含まれる候補はすべて試用のために作られたサンプルデータで、実際の提案ではありません。</translation>
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
</context>
<context>
    <name>fw::app::Pages</name>
    <message>
        <source>Triage</source>
        <translation>初期判断</translation>
    </message>
    <message>
        <source>Ask the first-decision questions and give a starting recommendation: InfiniBand, RoCE v2, or benchmark both.</source>
        <translation>最初の判断のための質問に答え、出発点となる推奨 (InfiniBand、RoCE v2、または両方をベンチマーク) を示します。</translation>
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
        <source>Record the test bill of materials of each candidate and set it beside what the agent measures on the nodes.</source>
        <translation>各候補のテスト用部品表を記録し、エージェントがノード上で測定した値と並べて比較します。</translation>
    </message>
    <message>
        <source>Questionnaires</source>
        <translation>質問票</translation>
    </message>
    <message>
        <source>Track the ten supplier questions for InfiniBand or RoCE, with answers, evidence and red flags.</source>
        <translation>InfiniBand または RoCE のサプライヤーへの 10 の質問を、回答・根拠・危険信号とともに管理します。</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <source>Dispatch the agent to a candidate cluster, run collective benchmarks and import vendor logs.</source>
        <translation>候補クラスターにエージェントを送り、集団通信ベンチマークを実行し、ベンダーのログを取り込みます。</translation>
    </message>
    <message>
        <source>Faults &amp; Replay</source>
        <translation>障害と再現</translation>
    </message>
    <message>
        <source>Inject link, node, storage and load faults, and replay a training workload under them.</source>
        <translation>リンク・ノード・ストレージ・負荷の障害を注入し、その状態で学習ワークロードを再現します。</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Read InfiniBand port counters, RoCE congestion counters and per-priority pause counters, with alarms.</source>
        <translation>InfiniBand のポートカウンター、RoCE の輻輳カウンター、優先度別の PAUSE カウンターを読み取り、アラームを出します。</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Chart the tail latency, bus bandwidth and cost of the candidates side by side.</source>
        <translation>候補のテールレイテンシ、バス帯域幅、コストを並べてグラフ表示します。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Build the fabric-adjusted cost from its ten components and normalise it per accepted run.</source>
        <translation>ファブリック調整後コストを 10 の構成要素から組み立て、受け入れられた実行あたりに正規化します。</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Weigh the criteria, score the candidates and recognise a tie.</source>
        <translation>基準に重みを付け、候補を採点し、僅差の引き分けを見分けます。</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>Export the procurement report in English, German or Japanese.</source>
        <translation>調達レポートを英語・ドイツ語・日本語で出力します。</translation>
    </message>
</context>
<context>
    <name>fw::app::PlaceholderPage</name>
    <message>
        <source>Not available yet</source>
        <translation>まだ利用できません</translation>
    </message>
    <message>
        <source>This step is not built yet, so it shows nothing rather than invented content. When it is built, it will do this: %1</source>
        <translation>この手順はまだ作られていないため、架空の内容ではなく何も表示しません。完成すると次のことを行います: %1</translation>
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
        <source>New Project</source>
        <translation>新規プロジェクト</translation>
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
        <source>Unknown language &quot;%1&quot;; use en, de or ja.</source>
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
</context>
</TS>
