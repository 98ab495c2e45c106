#include "slurmharness.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace {

const QString kScript = QStringLiteral(FW_SOURCE_DIR "/tests/harness/slurm.sh");

} // namespace

SlurmHarness::SlurmHarness(const QString& dir) : m_dir(dir)
{
    start({m_dir});
}

SlurmHarness::SlurmHarness(const QString& dir, const QString& clusterPrefix, int hosts, const QString& subnet)
    : m_dir(dir), m_clusterPrefix(clusterPrefix)
{
    start({m_dir, QStringLiteral("--netcluster"), clusterPrefix, QString::number(hosts), subnet});
}

void SlurmHarness::start(const QStringList& arguments)
{
    QProcess script;
    script.start(kScript, arguments);
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
    if (m_clusterPrefix.isEmpty())
        process.start(program, arguments);
    else // slurmctld listens on the head's fabric address, which only the cluster's hosts reach
        process.start(QStringLiteral("nsenter"),
                      QStringList{QStringLiteral("--net=/run/netns/%1h1").arg(m_clusterPrefix),
                                  QStringLiteral("--uts=/run/netcluster/%1h1.uts").arg(m_clusterPrefix),
                                  QStringLiteral("--"), program} +
                          arguments);
    process.waitForFinished(60000);
    return process.readAllStandardOutput();
}
