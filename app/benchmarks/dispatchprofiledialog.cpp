// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/dispatchprofiledialog.h"

#include "common/candidatechoice.h"
#include "common/objectnames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSpinBox>

namespace fw::app {

using core::Identity;
using core::Launcher;

DispatchProfileDialog::DispatchProfileDialog(const core::ConnectionProfile& profile,
                                             const QList<core::Candidate>& candidates, QWidget* parent)
    : QDialog(parent), m_original(profile), m_candidate(named(new QComboBox(this), "candidate")),
      m_name(named(new QLineEdit(profile.name, this), "name")), m_launcher(named(new QComboBox(this), "launcher")),
      m_host(named(new QLineEdit(profile.host, this), "host")), m_port(named(new QSpinBox(this), "port")),
      m_user(named(new QLineEdit(profile.user, this), "user")), m_identity(named(new QComboBox(this), "identity")),
      m_keyFile(named(new QLineEdit(profile.keyFile, this), "keyFile")),
      m_jumpHost(named(new QLineEdit(profile.jumpHost, this), "jumpHost")),
      m_workDir(named(new QLineEdit(profile.workDir, this), "workDir")),
      m_keepalive(named(new QSpinBox(this), "keepaliveSeconds")),
      m_nodes(named(new QPlainTextEdit(profile.nodes.join(u'\n'), this), "nodes")),
      m_nodeCount(named(new QSpinBox(this), "nodeCount")), m_ranksPerNode(named(new QSpinBox(this), "ranksPerNode")),
      m_launcherArgs(named(new QLineEdit(this), "launcherArgs")),
      m_localAgent(named(new QLineEdit(profile.localAgent, this), "localAgent")),
      m_clusterNode(
          named(new QCheckBox(tr("This computer is a node of the candidate's cluster"), this), "clusterNode")),
      m_askBeforeRun(named(new QCheckBox(tr("Ask before each run"), this), "askBeforeRun")),
      m_problems(named(new QLabel(this), "problems"))
{
    setWindowTitle(tr("Connection"));
    for (const core::Candidate& c : candidates)
        m_candidate->addItem(candidateLabel(c), c.id);
    m_candidate->addItem(tr("No candidate"));
    m_candidate->setCurrentIndex(profile.candidateId ? std::max(0, m_candidate->findData(*profile.candidateId))
                                                     : m_candidate->count() - 1);
    for (const Launcher launcher : core::kAllLaunchers)
        m_launcher->addItem(core::displayName(launcher), int(launcher));
    m_launcher->setCurrentIndex(m_launcher->findData(int(profile.launcher)));
    m_identity->addItem(tr("ssh-agent"), int(Identity::SshAgent));
    m_identity->addItem(tr("Key file"), int(Identity::KeyFile));
    m_identity->setCurrentIndex(m_identity->findData(int(profile.identity)));
    m_port->setRange(1, 65535);
    m_port->setValue(profile.port);
    m_keepalive->setRange(1, core::ConnectionProfile::kMaxKeepaliveSeconds);
    m_keepalive->setValue(profile.keepaliveSeconds);
    m_keepalive->setSuffix(tr(" s"));
    m_keepalive->setToolTip(tr("An SSH keepalive message goes out this often; a link that stays silent for twice as "
                               "long is given up, and the run is stored as interrupted."));
    m_nodeCount->setRange(1, 100000);
    m_nodeCount->setValue(profile.nodeCount);
    m_ranksPerNode->setRange(1, 1024);
    m_ranksPerNode->setValue(profile.ranksPerNode);
    // Shown the way a shell would need them typed; each word stays one argument.
    QStringList words;
    for (const QString& argument : profile.launcherArgs)
        words << (argument.contains(u' ') ? QLatin1Char('"') + argument + QLatin1Char('"') : argument);
    m_launcherArgs->setText(words.join(u' '));
    m_keyFile->setPlaceholderText(tr("e.g. ~/.ssh/id_ed25519"));
    m_jumpHost->setPlaceholderText(tr("[user@]host[:port], optional"));
    m_workDir->setToolTip(tr("Relative paths are below the remote home folder."));
    m_nodes->setPlaceholderText(tr("One host name per line"));
    m_localAgent->setPlaceholderText(tr("The agent installed with the workbench"));
    m_clusterNode->setChecked(profile.clusterNode);
    m_clusterNode->setToolTip(
        tr("Without it, a run of the local launcher measures this computer, not the candidate's fabric: it is marked "
           "\"this computer\" and left out of the scores. With it, the host name the agent reports is checked "
           "against the hosts of the candidate's BOM."));
    m_askBeforeRun->setChecked(profile.askBeforeRun);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: palette(highlight)"));

    auto* form = new QFormLayout;
    form->addRow(tr("Candidate:"), m_candidate);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Launcher:"), m_launcher);
    form->addRow(tr("Host:"), m_host);
    form->addRow(tr("Port:"), m_port);
    form->addRow(tr("User:"), m_user);
    form->addRow(tr("Identity:"), m_identity);
    form->addRow(tr("Key file:"), m_keyFile);
    form->addRow(tr("Jump host:"), m_jumpHost);
    form->addRow(tr("Remote work folder:"), m_workDir);
    form->addRow(tr("Keepalive interval:"), m_keepalive);
    form->addRow(tr("Nodes:"), m_nodes);
    form->addRow(tr("Node count (srun):"), m_nodeCount);
    form->addRow(tr("Ranks per node:"), m_ranksPerNode);
    form->addRow(tr("Launcher arguments:"), m_launcherArgs);
    form->addRow(tr("Local agent:"), m_localAgent);
    form->addRow(QString(), m_clusterNode);
    form->addRow(QString(), m_askBeforeRun);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &DispatchProfileDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &DispatchProfileDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);

    connect(m_launcher, &QComboBox::currentIndexChanged, this, &DispatchProfileDialog::updateEnabled);
    connect(m_identity, &QComboBox::currentIndexChanged, this, &DispatchProfileDialog::updateEnabled);
    updateEnabled();
}

core::ConnectionProfile DispatchProfileDialog::profile() const
{
    core::ConnectionProfile p = m_original;
    p.candidateId = chosenCandidate(m_candidate);
    p.name = m_name->text().trimmed();
    p.launcher = Launcher(m_launcher->currentData().toInt());
    p.host = m_host->text().trimmed();
    p.port = m_port->value();
    p.user = m_user->text().trimmed();
    p.identity = Identity(m_identity->currentData().toInt());
    p.keyFile = m_keyFile->text().trimmed();
    if (p.keyFile.startsWith(QLatin1String("~/")))
        p.keyFile = QDir::homePath() + p.keyFile.mid(1);
    p.jumpHost = m_jumpHost->text().trimmed();
    p.workDir = m_workDir->text().trimmed();
    p.keepaliveSeconds = m_keepalive->value();
    p.nodes = m_nodes->toPlainText().split(u'\n', Qt::SkipEmptyParts);
    for (QString& node : p.nodes)
        node = node.trimmed();
    p.nodes.removeAll(QString());
    p.nodeCount = m_nodeCount->value();
    p.ranksPerNode = m_ranksPerNode->value();
    p.launcherArgs = QProcess::splitCommand(m_launcherArgs->text());
    p.localAgent = m_localAgent->text().trimmed();
    // Only the local launcher runs on this computer; over SSH the statement means nothing, so it is not kept.
    p.clusterNode = p.launcher == Launcher::Local && m_clusterNode->isChecked();
    p.askBeforeRun = m_askBeforeRun->isChecked();
    return p;
}

void DispatchProfileDialog::accept()
{
    const QStringList problems = profile().problems();
    if (!problems.isEmpty()) {
        m_problems->setText(problems.join(u'\n'));
        return;
    }
    QDialog::accept();
}

void DispatchProfileDialog::updateEnabled()
{
    const auto launcher = Launcher(m_launcher->currentData().toInt());
    const bool remote = launcher != Launcher::Local;
    for (QWidget* field :
         {static_cast<QWidget*>(m_host), static_cast<QWidget*>(m_port), static_cast<QWidget*>(m_user),
          static_cast<QWidget*>(m_identity), static_cast<QWidget*>(m_jumpHost), static_cast<QWidget*>(m_workDir),
          static_cast<QWidget*>(m_keepalive), static_cast<QWidget*>(m_nodes)})
        field->setEnabled(remote);
    m_keyFile->setEnabled(remote && Identity(m_identity->currentData().toInt()) == Identity::KeyFile);
    m_nodeCount->setEnabled(launcher == Launcher::Srun);
    m_localAgent->setEnabled(!remote);
    m_clusterNode->setEnabled(!remote);
}

} // namespace fw::app
