// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// tools/gpu-check.sh on a machine without a GPU: it must fail at once and say why, before building anything. On a
// GPU node the script is the check itself (docs/performance.md), so this test skips there.
class TestGpuCheck : public QObject
{
    Q_OBJECT

private slots:
    void failsClearlyWithoutAGpu()
    {
        if (!QStandardPaths::findExecutable(QStringLiteral("nvidia-smi")).isEmpty())
            QSKIP("nvidia-smi is installed: run tools/gpu-check.sh itself on this machine");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString build = dir.filePath(QStringLiteral("build"));
        const testsupport::ProcessResult result =
            testsupport::runProcess(QStringLiteral(FW_SOURCE_DIR "/tools/gpu-check.sh"), {build});
        QVERIFY(result.finished);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.startsWith("gpu-check: FAILED: no GPU: nvidia-smi is not installed"),
                 result.err.constData());
        QVERIFY2(result.out.isEmpty(), result.out.constData());
        QVERIFY(!QDir(build).exists()); // failed before the build
    }
};

QTEST_GUILESS_MAIN(TestGpuCheck)
#include "testgpucheck.moc"
