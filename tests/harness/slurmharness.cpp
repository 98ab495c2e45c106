#include "slurmharness.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace {

const QString kScript = QStringLiteral(FW_SOURCE_DIR "/tests/harness/slurm.sh");

} // namespace

SlurmHarness::SlurmHarness(const QString& dir) : m_dir(dir)
{
    QProcess script;
    script.start(kScript, {m_dir});
    // slurm.sh waits for the node itself (capped at a minute); this cap only matters when the script hangs.
    if (!script.waitForFinished(120000)) {
        m_error = QStringLiteral("slurm.sh did not finish");
        script.kill();
        script.waitForFinished();
        return;
    }
    m_missing = script.exitStatus() == QProcess::NormalExit && script.exitCode() == 2;
    m_running = script.exitStatus() == QProcess::NormalExit && script.exitCode() == 0;
    if (!m_running)
        m_error = QString::fromUtf8(script.readAllStandardError());
}

SlurmHarness::~SlurmHarness()
{
    if (!m_running)
        return;
    QProcess::execute(kScript, {m_dir, QStringLiteral("stop")});
}

QByteArray SlurmHarness::client(const QString& program, const QStringList& arguments) const
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("SLURM_CONF"), confPath());
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    process.waitForFinished(60000);
    return process.readAllStandardOutput();
}
